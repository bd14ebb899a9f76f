import { ApiError } from '../errors/http-errors.ts';
import type { TimeRange } from '../payments/payment-repository.ts';
import { BILLING_MESSAGES } from './billing-messages.ts';
import { dateStart } from './period.ts';

const DAY_MS = 86_400_000;

function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/**
 * The history filter's dates (Moscow calendar days, both included) as created-at bounds. The
 * contract's pattern lets '2026-02-30' through; such a date, or a start after the end, is a 400
 * naming the field, never an empty list the resident would take for "no payments".
 */
export function historyRange({ from, to }: { from?: string; to?: string }): TimeRange {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && !isCalendarDate(value))
      throw new ApiError(400, 'VALIDATION', `${field}: ${BILLING_MESSAGES.noSuchDate}`);
  }
  if (from !== undefined && to !== undefined && from > to)
    throw new ApiError(400, 'VALIDATION', `from: ${BILLING_MESSAGES.periodReversed}`);
  return {
    from: from === undefined ? undefined : dateStart(from),
    to: to === undefined ? undefined : dateStart(to) + DAY_MS - 1,
  };
}
