import type { AutopayFirstCharge } from '@resident/contract';
import { AUTOPAY_LIMITS } from '@resident/contract/limits';
import { addMonths, dateOf, dateStart } from '../billing/period.ts';

/**
 * When an autopay charges, in Moscow dates ('YYYY-MM-DD', billing/period.ts's dateOf). One rule for
 * the operator's runs, the autopay's «Ближайшее списание» and the preview before saving, so what
 * the resident is shown is what happens:
 *
 * - A day of the month D charges on D, once per calendar month (its `handled` period, 'YYYY-MM').
 *   Saving never makes a D already past this month due: the first charge is the next D from the
 *   save's day on (saved on the 28th with D = 10: the next month's 10th; with D = 28: today).
 *   A run that missed D (the server was down) still charges it later that month.
 * - «При поступлении квитанции» (no day) charges the newest receipt once (its month is the
 *   handled period). A receipt that has arrived and was not charged yet is due at once — also right
 *   after saving, which then asks to confirm (the charge is today); otherwise the next charge comes
 *   with the next receipt, whose date and amount are not known yet.
 * - What a charge takes is the account's debt on its day, when it is owed and not over the maximum.
 */

const DAY_MS = 86_400_000;
const pad = (day: number) => String(day).padStart(2, '0');

/** A charge to come: its Moscow date and the period a run claims for it (charged once). */
export interface ScheduledCharge {
  on: string;
  period: string;
}

/** The later of two periods, either of which may be missing. */
export function laterPeriod(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/**
 * The period a save marks handled so that a day already past this month is not charged now (null:
 * nothing to skip). The repository keeps the later of it and what was handled, in one statement.
 */
export function skippedOnSave(day: number | null, today: string): string | null {
  return day !== null && Number(today.slice(8, 10)) > day ? today.slice(0, 7) : null;
}

/**
 * The next charge after `handled`, seen on `today`; undefined on receipt while the newest receipt
 * is handled (the next one's date is not known). A run charges it when its date is today or past.
 */
export function nextCharge(
  day: number | null,
  today: string,
  handled: string | null,
  newestReceipt: string | undefined,
): ScheduledCharge | undefined {
  if (day === null) {
    return newestReceipt !== undefined && (handled === null || handled < newestReceipt)
      ? { on: today, period: newestReceipt }
      : undefined;
  }
  const month = today.slice(0, 7);
  if (handled === null || handled < month) {
    const date = `${month}-${pad(day)}`;
    return { on: date < today ? today : date, period: month };
  }
  const next = addMonths(handled, 1);
  return { on: `${next}-${pad(day)}`, period: next };
}

/** What a charge does with the debt of its day (kopecks; < 0 overpaid) and the maximum. */
export function chargeOutcome(debt: number, maxAmount: number): 'charge' | 'nothing-due' | 'over-maximum' {
  if (debt <= 0) return 'nothing-due';
  return debt > maxAmount ? 'over-maximum' : 'charge';
}

/** Whole days from one Moscow date to another. */
export function daysFrom(from: string, to: string): number {
  return Math.round((dateStart(to) - dateStart(from)) / DAY_MS);
}

/** The Moscow date after `date`. */
export function dayAfter(date: string): string {
  return dateOf(dateStart(date) + DAY_MS);
}

/**
 * The first charge as the preview and the save's check see it: with the debt as it is now, what it
 * would take, and whether it is close enough (AUTOPAY_LIMITS.confirmWithinDays) to need the
 * resident's explicit yes. A charge that takes nothing needs none.
 */
export function firstChargeOf(
  charge: ScheduledCharge | undefined,
  today: string,
  debt: number,
  maxAmount: number,
): AutopayFirstCharge {
  if (!charge) return { on: null, amount: 0, debt, outcome: 'next-receipt', needsConfirmation: false };
  const outcome = chargeOutcome(debt, maxAmount);
  const amount = outcome === 'charge' ? debt : 0;
  return {
    on: charge.on,
    amount,
    debt,
    outcome,
    needsConfirmation: amount > 0 && daysFrom(today, charge.on) <= AUTOPAY_LIMITS.confirmWithinDays,
  };
}
