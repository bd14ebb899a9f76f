import type { WasteSlotTimes } from '@resident/contract';
import { TIME_ZONE } from './format';

const day = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'long', timeZone: TIME_ZONE });

/** 'вт, 14 июля' (the order form: always the next two weeks). */
export function windowDay(slot: Pick<WasteSlotTimes, 'startsAt'>): string {
  return day.format(new Date(slot.startsAt));
}

/** Slots by their Moscow date, in order. */
export function byDay<T extends { date: string }>(slots: readonly T[]): { date: string; slots: T[] }[] {
  const days: { date: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}
