import { describe, expect, it } from 'vitest';
import { dateOf, momentIn } from '../billing/period.ts';
import {
  chargeOutcome,
  dayAfter,
  daysFrom,
  firstChargeOf,
  laterPeriod,
  nextCharge,
  skippedOnSave,
} from './autopay-schedule.ts';

/** The first charge of settings saved on `today` with nothing handled before. */
const firstAfterSave = (day: number | null, today: string, handled: string | null = null, receipt?: string) =>
  nextCharge(day, today, laterPeriod(handled, skippedOnSave(day, today)), receipt);

describe('the first charge after saving', () => {
  it.each([
    // The case: saved on the 28th with day 10 → the next 10th, not at once.
    [10, '2026-11-28', '2026-12-10'],
    [10, '2026-12-28', '2027-01-10'],
    [10, '2026-11-03', '2026-11-10'],
    // The day itself: today.
    [28, '2026-11-28', '2026-11-28'],
    [10, '2026-11-10', '2026-11-10'],
    // Month ends and February (days stop at 28, so every month has them).
    [28, '2026-01-31', '2026-02-28'],
    [1, '2026-02-28', '2026-03-01'],
    [1, '2028-02-29', '2028-03-01'],
    [27, '2026-02-28', '2026-03-27'],
    [1, '2026-12-31', '2027-01-01'],
  ])('day %i saved on %s → %s', (day, today, expected) => {
    expect(firstAfterSave(day, today)?.on).toBe(expected);
  });

  it('never falls in a month already charged', () => {
    // Charged on the 10th this month, moved to the 20th on the 15th: next month's 20th.
    expect(firstAfterSave(20, '2026-11-15', '2026-11')).toEqual({ on: '2026-12-20', period: '2026-12' });
    // A failed month (handled when it was tried) is not tried again at once either.
    expect(firstAfterSave(10, '2026-11-12', '2026-11')?.on).toBe('2026-12-10');
  });

  it('on receipt: a receipt not charged yet is due today; a charged one waits for the next receipt', () => {
    expect(firstAfterSave(null, '2026-11-28', null, '2026-11')).toEqual({ on: '2026-11-28', period: '2026-11' });
    expect(firstAfterSave(null, '2026-11-28', '2026-11', '2026-11')).toBeUndefined();
    expect(firstAfterSave(null, '2026-11-28', null, undefined)).toBeUndefined();
  });

  it('is in Moscow: 23:30 UTC on the 27th is already the 28th there', () => {
    const moment = Date.UTC(2026, 10, 27, 23, 30);
    expect(dateOf(moment)).toBe('2026-11-28');
    expect(firstAfterSave(28, dateOf(moment))?.on).toBe('2026-11-28');
    expect(firstAfterSave(27, dateOf(moment))?.on).toBe('2026-12-27');
    // 20:30 UTC is still the 27th in Moscow: day 27 is today.
    expect(firstAfterSave(27, dateOf(Date.UTC(2026, 10, 27, 20, 30)))?.on).toBe('2026-11-27');
  });
});

describe('the runs', () => {
  it.each([
    // Moscow days: 00:10 on the 10th in Moscow is still the 9th in UTC.
    [10, momentIn('2026-05', 9, 23, 50), null, '2026-05-10'],
    [10, momentIn('2026-05', 10, 0, 10), null, '2026-05-10'],
    // A run that missed the day (the server was down) still takes it that month.
    [10, momentIn('2026-05', 20, 9, 0), '2026-04', '2026-05-20'],
    [10, momentIn('2026-05', 20, 9, 0), '2026-05', '2026-06-10'],
    [5, momentIn('2026-12', 5, 9, 0), '2026-12', '2027-01-05'],
  ])('day %i at %i, handled %s → %s', (day, now, handled, expected) => {
    expect(nextCharge(day, dateOf(now), handled, undefined)?.on).toBe(expected);
  });

  it('charge what is owed up to the maximum', () => {
    expect(chargeOutcome(0, 100)).toBe('nothing-due');
    expect(chargeOutcome(-5, 100)).toBe('nothing-due');
    expect(chargeOutcome(100, 100)).toBe('charge');
    expect(chargeOutcome(101, 100)).toBe('over-maximum');
  });
});

describe('the preview and its confirmation', () => {
  it('asks to confirm a charge within 3 days, not one further away', () => {
    const on = (date: string) => ({ on: date, period: date.slice(0, 7) });
    expect(firstChargeOf(on('2026-11-28'), '2026-11-28', 150_000, 300_000)).toEqual({
      on: '2026-11-28',
      amount: 150_000,
      debt: 150_000,
      outcome: 'charge',
      needsConfirmation: true,
    });
    // 28 November → 1 December is 3 days: confirmed; the 2nd is 4 days: not.
    expect(firstChargeOf(on('2026-12-01'), '2026-11-28', 150_000, 300_000).needsConfirmation).toBe(true);
    expect(firstChargeOf(on('2026-12-02'), '2026-11-28', 150_000, 300_000).needsConfirmation).toBe(false);
    // February: 26 → 1 March is 3 days in 2026.
    expect(firstChargeOf(on('2026-03-01'), '2026-02-26', 150_000, 300_000).needsConfirmation).toBe(true);
    expect(firstChargeOf(on('2026-03-01'), '2026-02-25', 150_000, 300_000).needsConfirmation).toBe(false);
  });

  it('needs no confirmation when it takes nothing, and says why', () => {
    const today = { on: '2026-11-28', period: '2026-11' };
    expect(firstChargeOf(today, '2026-11-28', 0, 300_000)).toMatchObject({
      amount: 0,
      outcome: 'nothing-due',
      needsConfirmation: false,
    });
    expect(firstChargeOf(today, '2026-11-28', 400_000, 300_000)).toMatchObject({
      amount: 0,
      debt: 400_000,
      outcome: 'over-maximum',
      needsConfirmation: false,
    });
    expect(firstChargeOf(undefined, '2026-11-28', 150_000, 300_000)).toEqual({
      on: null,
      amount: 0,
      debt: 150_000,
      outcome: 'next-receipt',
      needsConfirmation: false,
    });
  });

  it('counts Moscow calendar days', () => {
    expect(daysFrom('2026-11-28', '2026-12-01')).toBe(3);
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
  });
});
