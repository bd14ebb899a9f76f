import {
  brokenInstallmentConditions,
  INSTALLMENT_CONDITIONS,
  installmentSchedule,
  minFirstPaymentKopecks,
  type InstallmentCondition,
  type ScheduledPayment,
} from '@resident/contract/limits';
import { parseAmount } from '@resident/payments';
import { INSTALLMENTS_TEXTS } from './texts.ts';

export interface TermsCheck {
  /** The first payment in kopecks, or null while the field is empty or not a sum. */
  firstPayment: number | null;
  /** Why the field is not a sum (empty is not a problem of its own: the share condition covers it). */
  amountProblem: string | null;
  /** Every condition with whether it holds, in the order they are named. */
  conditions: { condition: InstallmentCondition; met: boolean }[];
  /** The schedule that would be agreed, once every condition holds. */
  schedule: ScheduledPayment[] | null;
}

/**
 * What the form shows as the resident types: each condition met or broken, and the schedule
 * (from `today`) once all are met. The same functions the operator API checks with.
 */
export function checkTerms(debt: number, firstPaymentText: string, months: number, today: string): TermsCheck {
  const parsed = parseAmount(firstPaymentText);
  const firstPayment = parsed.kopecks ?? null;
  const amountProblem =
    parsed.problem === undefined ||
    parsed.problem === 'required' ||
    parsed.problem === 'tooLarge' ||
    parsed.problem === 'notPositive'
      ? null
      : parsed.problem === 'decimals'
        ? INSTALLMENTS_TEXTS.amountDecimals
        : INSTALLMENTS_TEXTS.amountNotNumber;
  // A sum over the payment maximum still is a sum: it breaks «less than the debt», not the format.
  const asKopecks = firstPayment ?? (parsed.problem === 'tooLarge' ? Number.MAX_SAFE_INTEGER : 0);
  const broken = new Set(brokenInstallmentConditions({ debtKopecks: debt, firstPaymentKopecks: asKopecks, months }));
  const conditions = INSTALLMENT_CONDITIONS.map((condition) => ({ condition, met: !broken.has(condition) }));
  const schedule =
    broken.size === 0 && firstPayment !== null ? installmentSchedule(debt, firstPayment, months, today) : null;
  return { firstPayment, amountProblem, conditions, schedule };
}

/** The least first payment for the debt (30 % rounded up), for the field's hint and initial value. */
export const leastFirstPayment = (debt: number) => minFirstPaymentKopecks(debt);
