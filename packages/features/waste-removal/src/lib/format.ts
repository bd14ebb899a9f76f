import type { WasteSlotTimes } from '@resident/contract';

// The windows are the operator's, in Moscow time (Тверь and the region): shown so in every browser.
export const TIME_ZONE = 'Europe/Moscow';
const dayWithYear = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const date = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });

/** '09:00–13:00'. */
export function windowTime(slot: Pick<WasteSlotTimes, 'startsAt' | 'endsAt'>): string {
  return `${time.format(new Date(slot.startsAt))}–${time.format(new Date(slot.endsAt))}`;
}

/** 'вт, 14 июля 2026 г., 09:00–13:00' (a card: orders stay for years). */
export function windowLabel(slot: Pick<WasteSlotTimes, 'startsAt' | 'endsAt'>): string {
  return `${dayWithYear.format(new Date(slot.startsAt))}, ${windowTime(slot)}`;
}

/** '14:35' Moscow time. */
export function timeOf(iso: string): string {
  return time.format(new Date(iso));
}

/** '14.07.2026' Moscow date. */
export function dateOf(iso: string): string {
  return date.format(new Date(iso));
}

/** 2.5 → '2.5' (spec §5 writes numbers with a point), 3 → '3'. */
export function volumeText(volume: number): string {
  return String(volume);
}
