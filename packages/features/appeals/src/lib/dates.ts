import { MIN_DATE, parseDate } from '@resident/ui';

/** A date picker value (dayjs), named without importing dayjs into the feature. */
export type DateValue = NonNullable<ReturnType<typeof parseDate>>;

const minDate = parseDate(MIN_DATE);

/** Spec §9: nothing before 01.01.2019 exists, and a payment cannot have been made in the future. */
export function isOutsidePast(date: DateValue, now: Date = new Date()): boolean {
  return (minDate ? date.isBefore(minDate, 'day') : false) || date.isAfter(now, 'day');
}

/** Spec §9: date pickers start at 01.01.2019. */
export function isBeforeMinDate(date: DateValue): boolean {
  return minDate ? date.isBefore(minDate, 'day') : false;
}
