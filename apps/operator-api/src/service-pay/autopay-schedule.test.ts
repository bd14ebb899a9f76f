import { describe, expect, it } from 'vitest';
import { momentIn } from '../billing/period.ts';
import { duePeriod, nextChargeDate } from './autopay-schedule.ts';

describe('duePeriod', () => {
  it.each([
    // Moscow days: 00:10 on the 10th in Moscow is still the 9th in UTC.
    [10, momentIn('2026-05', 9, 23, 50), undefined],
    [10, momentIn('2026-05', 10, 0, 10), '2026-05'],
    [10, momentIn('2026-05', 31, 12, 0), '2026-05'],
    [1, momentIn('2026-06', 1, 0, 0), '2026-06'],
    [28, momentIn('2026-02', 28, 8, 0), '2026-02'],
    [28, momentIn('2026-02', 27, 8, 0), undefined],
  ])('day %i at %i → %s', (day, now, expected) => {
    expect(duePeriod(day, now, '2026-04')).toBe(expected);
  });

  it('on receipt: the newest receipt’s month, whatever the day; none without a ledger', () => {
    expect(duePeriod(null, momentIn('2026-05', 2, 9, 0), '2026-05')).toBe('2026-05');
    expect(duePeriod(null, momentIn('2026-05', 2, 9, 0), undefined)).toBeUndefined();
  });
});

describe('nextChargeDate', () => {
  it.each([
    [10, momentIn('2026-05', 3, 9, 0), null, '2026-05-10'],
    // The day has passed and the month is not handled: the next run, today.
    [10, momentIn('2026-05', 20, 9, 0), null, '2026-05-20'],
    [10, momentIn('2026-05', 20, 9, 0), '2026-05', '2026-06-10'],
    [5, momentIn('2026-12', 5, 9, 0), '2026-12', '2027-01-05'],
    [1, momentIn('2026-05', 1, 0, 5), '2026-04', '2026-05-01'],
  ])('day %i at %i, handled %s → %s', (day, now, handled, expected) => {
    expect(nextChargeDate(day, now, handled)).toBe(expected);
  });
});
