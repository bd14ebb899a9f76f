import type { WasteSlotTimes } from '@resident/contract';
import { formatWeekday, timeZoneLabel } from '@resident/ui';

/** 'вт, 14 июля' (the order form: always the next two weeks). */
export function windowDay(slot: Pick<WasteSlotTimes, 'startsAt'>): string {
  return formatWeekday(slot.startsAt, { withYear: false });
}

/** 'Время вывоза (мск)': the windows below are the operator's times, in its region zone. */
export function slotsLegend(label: string, slots: readonly Pick<WasteSlotTimes, 'startsAt'>[]): string {
  return `${label} (${timeZoneLabel(slots[0]?.startsAt)})`;
}

/** Slots by the operator's date, in order. */
export function byDay<T extends { date: string }>(slots: readonly T[]): { date: string; slots: T[] }[] {
  const days: { date: string; slots: T[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}
