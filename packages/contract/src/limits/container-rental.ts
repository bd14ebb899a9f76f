/**
 * Container rental: the period rules and the price, written once. The operator API
 * charges with them and the portal shows the same figures while the resident picks dates, so what
 * the resident sees before paying is what the order asks for.
 *
 * Dates are calendar dates 'YYYY-MM-DD'; a rental's start and end are both rented days. Money is
 * integer kopecks.
 *
 * The price rule (`rentalPrice`):
 * - a **month** of a rental is counted from its start date: the month that starts on 15.01 ends on
 *   14.02, the next on 14.03, and so on — always anchored to the start, never chained. When the
 *   following month has no such date (a start on the 29th, 30th or 31st), that month ends on the
 *   last day of the following month: from 31.01 a month ends on 28.02 (29.02 in a leap year), the
 *   second month on 30.03;
 * - every full month costs the monthly price, the days left over cost the daily price each — but
 *   those days never cost more than one more month;
 * - and the whole period never costs more than all of its days at the daily price (for an operator
 *   whose monthly price is above 28 days of the daily one).
 * The price never falls as the end date moves later, so an extension's difference is never
 * negative (it may be 0: the days added fall under a month already charged in full).
 *
 * Early return (`rentalEarlyReturn`): the days up to and including the return date are priced by the same
 * rule; whatever was paid beyond that comes back. Returning before the start gives everything back.
 */

export const RENTAL_LIMITS = {
  /** A rental, extensions included, lasts at most this many months from its start. */
  maxMonths: 12,
  /** The start may be booked at most this many days ahead. */
  maxStartAheadDays: 90,
  /** A free-text delivery address. */
  addressMaxLength: 300,
} as const;

/** The drawings the portal has for container types; the operator picks one per type. */
export const CONTAINER_PICTURES = ['wheelie-bin', 'euro-bin', 'skip', 'roll-off'] as const;
export type ContainerPicture = (typeof CONTAINER_PICTURES)[number];

/** What a rental row says of itself; the phase a resident sees also depends on today (`rentalPhase`). */
export const RENTAL_STATUSES = ['awaiting-payment', 'paid', 'returned', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export type RentalPrices = { perDay: number; perMonth: number };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isRentalDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parts(date: string): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match || !isRentalDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** 1–12 → 28…31; leap years by the Gregorian rule (2000 is one, 2100 is not). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const dayNumber = (date: string) => {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
};
const fromDayNumber = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

export function shiftRentalDate(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Days from `start` to `end`, both counted; 0 when `end` is before `start`. */
export function rentalDaysInclusive(start: string, end: string): number {
  return Math.max(0, dayNumber(end) - dayNumber(start) + 1);
}

/** The last day covered by `months` full months from `start` (0 months: the day before the start). */
export function rentalMonthsEnd(start: string, months: number): string {
  if (months === 0) return shiftRentalDate(start, -1);
  const [year, month, day] = parts(start);
  const index = year * 12 + (month - 1) + months;
  const [targetYear, targetMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const last = daysInMonth(targetYear, targetMonth);
  if (day > last)
    return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  const anniversary = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return shiftRentalDate(anniversary, -1);
}

/** The latest end a rental from `start` may have (RENTAL_LIMITS.maxMonths). */
export function latestRentalEnd(start: string): string {
  return rentalMonthsEnd(start, RENTAL_LIMITS.maxMonths);
}

export interface RentalPrice {
  /** Days rented, start and end included. */
  days: number;
  /** Full months from the start. */
  months: number;
  /** Days after the last full month. */
  restDays: number;
  /** What the period costs. */
  amount: number;
}

/** The price of renting from `start` to `end` (both included) — the rule in this file's header. */
export function rentalPrice(prices: RentalPrices, start: string, end: string): RentalPrice {
  const days = rentalDaysInclusive(start, end);
  if (days === 0) return { days: 0, months: 0, restDays: 0, amount: 0 };
  let months = 0;
  while (dayNumber(rentalMonthsEnd(start, months + 1)) <= dayNumber(end)) months += 1;
  const restDays = dayNumber(end) - dayNumber(rentalMonthsEnd(start, months));
  const byMonths = months * prices.perMonth + Math.min(restDays * prices.perDay, prices.perMonth);
  return { days, months, restDays, amount: Math.min(byMonths, days * prices.perDay) };
}

/** What moving a rental's end from `currentEnd` to `newEnd` costs: the difference of the two prices. */
export function rentalExtensionAmount(prices: RentalPrices, start: string, currentEnd: string, newEnd: string): number {
  return Math.max(0, rentalPrice(prices, start, newEnd).amount - rentalPrice(prices, start, currentEnd).amount);
}

export interface RentalEarlyReturn {
  /** Days used: from the start to the return date, both included (0 before the start). */
  usedDays: number;
  /** Those days priced by the rental rule. */
  usedAmount: number;
  /** What comes back: everything paid beyond the used amount, never more than was paid. */
  refund: number;
}

/** The refund of a rental returned on `returnDate` when `paid` kopecks were paid for it. */
export function rentalEarlyReturn(
  prices: RentalPrices,
  start: string,
  paid: number,
  returnDate: string,
): RentalEarlyReturn {
  const used = rentalPrice(prices, start, returnDate);
  const usedAmount = Math.min(used.amount, paid);
  return { usedDays: used.days, usedAmount, refund: Math.max(0, paid - usedAmount) };
}

let kaliningradDate: Intl.DateTimeFormat | undefined;

/**
 * Today where Russia's day starts last (Kaliningrad): a date before it is in the past for every
 * resident, so the operator API checks with it and never refuses a start that is still today
 * somewhere.
 */
export function earliestRussianDate(nowMs: number): string {
  kaliningradDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Kaliningrad',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return kaliningradDate.format(nowMs);
}

/**
 * Today for the portal's rental forms: the resident's own date, but never before
 * `earliestRussianDate` (a browser clock set to another continent's zone would otherwise offer a
 * start the operator API refuses).
 */
export function rentalToday(now: Date = new Date()): string {
  const local = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  const earliest = earliestRussianDate(now.getTime());
  return local > earliest ? local : earliest;
}

export type RentalPeriodProblem = 'endBeforeStart' | 'startInPast' | 'startTooFar' | 'tooLong';

export const RENTAL_TEXTS = {
  endBeforeStart: 'Дата окончания аренды не может быть раньше даты начала',
  startInPast: 'Дата начала аренды не может быть раньше сегодняшней',
  startTooFar: `Начало аренды можно назначить не позже чем через ${RENTAL_LIMITS.maxStartAheadDays} дней`,
  tooLong: `Аренда — не дольше ${RENTAL_LIMITS.maxMonths} месяцев, продления тоже`,
  extensionNotLater: 'Новая дата окончания должна быть позже текущей',
  returnInPast: 'Дата возврата не может быть раньше сегодняшней',
  returnNotEarly: 'Дата возврата должна быть раньше даты окончания аренды',
  addressRequired: 'Укажите адрес или выберите объект',
  addressTooLong: `Адрес — не длиннее ${RENTAL_LIMITS.addressMaxLength} символов`,
  dateFormat: 'Дата в формате ДД.ММ.ГГГГ',
} as const;

/**
 * What is wrong with renting from `start` to `end` when it is `today` (null: nothing). `today` is
 * the resident's date in the portal; the operator API passes the earliest date anywhere in Russia,
 * so it never refuses a start that is today for some resident.
 */
export function rentalPeriodProblem(start: string, end: string, today: string): RentalPeriodProblem | null {
  if (dayNumber(end) < dayNumber(start)) return 'endBeforeStart';
  if (dayNumber(start) < dayNumber(today)) return 'startInPast';
  if (dayNumber(start) > dayNumber(today) + RENTAL_LIMITS.maxStartAheadDays) return 'startTooFar';
  if (dayNumber(end) > dayNumber(latestRentalEnd(start))) return 'tooLong';
  return null;
}

/** What is wrong with a new end date of a rental from `start` now ending `currentEnd`. */
export function rentalExtensionProblem(
  start: string,
  currentEnd: string,
  newEnd: string,
): 'extensionNotLater' | 'tooLong' | null {
  if (dayNumber(newEnd) <= dayNumber(currentEnd)) return 'extensionNotLater';
  if (dayNumber(newEnd) > dayNumber(latestRentalEnd(start))) return 'tooLong';
  return null;
}

/** What is wrong with returning a rental that ends `end` on `returnDate`. */
export function rentalReturnProblem(
  end: string,
  returnDate: string,
  today: string,
): 'returnInPast' | 'returnNotEarly' | null {
  if (dayNumber(returnDate) < dayNumber(today)) return 'returnInPast';
  if (dayNumber(returnDate) >= dayNumber(end)) return 'returnNotEarly';
  return null;
}

/**
 * Where a rental stands for the resident today: not paid yet; paid and waiting for its start
 * (booked); under way (active); returned early with the pickup still ahead (returning); over
 * (finished); returned; or cancelled before it was paid.
 */
export type RentalPhase =
  'awaiting-payment' | 'booked' | 'active' | 'returning' | 'finished' | 'returned' | 'cancelled';

export function rentalPhase(
  rental: { status: RentalStatus; startDate: string; endDate: string; returnedOn: string | null },
  today: string,
): RentalPhase {
  const now = dayNumber(today);
  switch (rental.status) {
    case 'awaiting-payment':
    case 'cancelled':
      return rental.status;
    case 'returned':
      return rental.returnedOn !== null &&
        dayNumber(rental.returnedOn) >= now &&
        dayNumber(rental.returnedOn) >= dayNumber(rental.startDate)
        ? 'returning'
        : 'returned';
    default:
      if (dayNumber(rental.endDate) < now) return 'finished';
      return dayNumber(rental.startDate) > now ? 'booked' : 'active';
  }
}

/** The phases listed under «Текущие»; the rest are «Прошлые». */
export const CURRENT_RENTAL_PHASES: readonly RentalPhase[] = ['awaiting-payment', 'booked', 'active', 'returning'];

export const RENTAL_PHASE_NAMES = {
  'awaiting-payment': 'Ожидает оплаты',
  booked: 'Оплачена, ждёт начала',
  active: 'Идёт аренда',
  returning: 'Возвращается досрочно',
  finished: 'Завершена',
  returned: 'Возвращена досрочно',
  cancelled: 'Отменена',
} as const satisfies Record<RentalPhase, string>;
