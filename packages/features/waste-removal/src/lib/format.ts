import type { WasteSlotTimes } from '@resident/contract';
import { formatDate, formatTime, formatWeekday, timeZoneLabel } from '@resident/ui';

// Times are the operator's, told in its region zone (the brand's) whatever the device's clock.

/** '09:00–13:00'. */
export function windowTime(slot: Pick<WasteSlotTimes, 'startsAt' | 'endsAt'>): string {
  return `${formatTime(slot.startsAt)}–${formatTime(slot.endsAt)}`;
}

/** 'вт, 14 июля 2026 г., 09:00–13:00 (мск)' (a card: orders stay for years; the crew comes then). */
export function windowLabel(slot: Pick<WasteSlotTimes, 'startsAt' | 'endsAt'>): string {
  return `${formatWeekday(slot.startsAt)}, ${windowTime(slot)} (${timeZoneLabel(slot.startsAt)})`;
}

/** '14:35 (мск)': a deadline the resident acts on. */
export function timeOf(iso: string): string {
  return `${formatTime(iso)} (${timeZoneLabel(iso)})`;
}

/** '14.07.2026', the operator's date. */
export function dateOf(iso: string): string {
  return formatDate(iso);
}

/** 2.5 → '2.5' (spec §5 writes numbers with a point), 3 → '3'. */
export function volumeText(volume: number): string {
  return String(volume);
}
