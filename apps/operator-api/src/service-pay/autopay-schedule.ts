import { addMonths, dateOf } from '../billing/period.ts';

const pad = (day: number) => String(day).padStart(2, '0');

/**
 * The due date an autopay has reached at `now`, as its month 'YYYY-MM', or undefined when none
 * has come. A day of the month is due from that day of the current Moscow month on (a run that
 * comes later, after a restart, still charges it); «при поступлении квитанции» is due once the
 * newest receipt (the ledger's last month) exists.
 */
export function duePeriod(day: number | null, now: number, newestReceipt: string | undefined): string | undefined {
  if (day === null) return newestReceipt;
  const today = dateOf(now);
  return Number(today.slice(8, 10)) >= day ? today.slice(0, 7) : undefined;
}

/**
 * The next date a day-of-month autopay charges (Moscow, 'YYYY-MM-DD'): this month's day while the
 * month is not handled (today once that day has passed: the next run takes it), else next month's.
 */
export function nextChargeDate(day: number, now: number, handledPeriod: string | null): string {
  const today = dateOf(now);
  const month = today.slice(0, 7);
  if (handledPeriod !== null && handledPeriod >= month) return `${addMonths(month, 1)}-${pad(day)}`;
  const date = `${month}-${pad(day)}`;
  return date < today ? today : date;
}
