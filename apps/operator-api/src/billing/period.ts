/**
 * Billing months ('YYYY-MM') in Moscow time: the operator closes a month at Moscow midnight, so a
 * payment at 01:30 on the 1st in Moscow (22:30 UTC the day before) counts in the new month.
 * Moscow has kept UTC+3 all year since 2014.
 */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

export const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

function parts(period: string): { year: number; month: number } {
  return { year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)) };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The month a moment falls in, in Moscow. */
export function periodOf(ms: number): string {
  const moscow = new Date(ms + MOSCOW_OFFSET_MS);
  return `${pad(moscow.getUTCFullYear(), 4)}-${pad(moscow.getUTCMonth() + 1)}`;
}

/** The Moscow calendar date of a moment, 'YYYY-MM-DD'. */
export function dateOf(ms: number): string {
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

export function addMonths(period: string, count: number): string {
  const { year, month } = parts(period);
  const index = year * 12 + (month - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** Midnight of the month's first day in Moscow, as Unix milliseconds. */
export function periodStart(period: string): number {
  const { year, month } = parts(period);
  return Date.UTC(year, month - 1, 1) - MOSCOW_OFFSET_MS;
}

/** Midnight of a Moscow calendar date 'YYYY-MM-DD', as Unix milliseconds. */
export function dateStart(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) - MOSCOW_OFFSET_MS;
}

/** A moment in Moscow time: the day of the month and the time of day given. */
export function momentIn(period: string, day: number, hour: number, minute: number): number {
  return periodStart(period) + (day - 1) * 86_400_000 + hour * 3_600_000 + minute * 60_000;
}

/** Paid by the 10th of the next month (Жилищный кодекс РФ, ст. 155). */
export function dueDateOf(period: string): string {
  return `${addMonths(period, 1)}-10`;
}

/** 'MM.YYYY', as the payment QR's PaymPeriod and Russian documents write a month. */
export function periodDotted(period: string): string {
  return `${period.slice(5, 7)}.${period.slice(0, 4)}`;
}

/** 'май 2026'. */
export function periodName(period: string): string {
  const { year, month } = parts(period);
  return `${MONTHS_NOMINATIVE[month - 1]} ${year}`;
}

/** '10.06.2026' from '2026-06-10'. */
export function dateDotted(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
