import { WASTE_LIMITS, WASTE_SLOT_PERIODS } from '@resident/contract/limits';
import type { WasteSlotPeriod } from '@resident/contract/limits';
import { dateOf, dateStart } from '../billing/period.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The crews' two windows of a working day, Moscow time. */
export const SLOT_HOURS: Record<WasteSlotPeriod, { from: number; to: number }> = {
  morning: { from: 9, to: 13 },
  afternoon: { from: 14, to: 18 },
};

/** Non-working public holidays that fall on the same date every year (ТК РФ, ст. 112). */
const HOLIDAYS = new Set([
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
]);

export interface SlotTimes {
  date: string;
  period: WasteSlotPeriod;
  startsAt: number;
  endsAt: number;
}

/** Monday to Friday, not a fixed public holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date.slice(5));
}

export function slotTimes(date: string, period: WasteSlotPeriod): SlotTimes {
  const midnight = dateStart(date);
  const hours = SLOT_HOURS[period];
  return { date, period, startsAt: midnight + hours.from * HOUR_MS, endsAt: midnight + hours.to * HOUR_MS };
}

/**
 * The windows offered at `now`: every working day from tomorrow through the 14th day ahead
 * (Moscow dates), two windows each, in time order. Today is never offered: the route is planned
 * the day before.
 */
export function offeredSlots(now: number): SlotTimes[] {
  const today = dateStart(dateOf(now));
  const slots: SlotTimes[] = [];
  for (let day = 1; day <= WASTE_LIMITS.slotDays; day += 1) {
    // Noon of the day, so the date is right whatever the hour of `today`'s midnight.
    const date = dateOf(today + day * DAY_MS + 12 * HOUR_MS);
    if (!isWorkingDay(date)) continue;
    for (const period of WASTE_SLOT_PERIODS) slots.push(slotTimes(date, period));
  }
  return slots;
}

export function isOffered(date: string, period: WasteSlotPeriod, now: number): boolean {
  return offeredSlots(now).some((slot) => slot.date === date && slot.period === period);
}
