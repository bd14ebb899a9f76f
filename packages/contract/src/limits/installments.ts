// The installments registry's conditions (design.md §3) and the schedule they produce,
// once: the operator API re-checks and refuses with the condition named, the portal's form checks
// as the resident types and previews the same schedule. Money is integer kopecks, never a float.

export const INSTALLMENT_LIMITS = {
  /** An installment is offered from a debt of 3 000 ₽. */
  minDebtKopecks: 300_000,
  /** The first payment is at least 30 % of the debt (rounded up to the kopeck). */
  minFirstPaymentPercent: 30,
  /** The schedule runs from 2 to 6 monthly payments, the first payment included. */
  minMonths: 2,
  maxMonths: 6,
} as const;

export type InstallmentCondition = 'minDebt' | 'minFirstPayment' | 'firstPaymentBelowDebt' | 'months';

/** The order the conditions are checked and named in. */
export const INSTALLMENT_CONDITIONS: readonly InstallmentCondition[] = [
  'minDebt',
  'minFirstPayment',
  'firstPaymentBelowDebt',
  'months',
];

/** One text per condition: the form shows it live, the operator API refuses with it. */
export const INSTALLMENT_CONDITION_TEXTS: Record<InstallmentCondition, string> = {
  minDebt: 'Рассрочка оформляется при задолженности от 3 000 ₽',
  minFirstPayment: 'Первый платёж должен быть не меньше 30 % задолженности',
  firstPaymentBelowDebt: 'Первый платёж должен быть меньше задолженности — иначе рассрочка не нужна',
  months: 'Срок рассрочки — от 2 до 6 месяцев',
};

/** The least first payment for a debt: 30 % rounded up to the kopeck, in integer arithmetic. */
export function minFirstPaymentKopecks(debtKopecks: number): number {
  if (debtKopecks <= 0) return 0;
  const share = debtKopecks * INSTALLMENT_LIMITS.minFirstPaymentPercent;
  return Math.floor(share / 100) + (share % 100 === 0 ? 0 : 1);
}

export interface InstallmentTerms {
  debtKopecks: number;
  firstPaymentKopecks: number;
  months: number;
}

/** The conditions the terms break, in INSTALLMENT_CONDITIONS order; empty when an application may be sent. */
export function brokenInstallmentConditions({
  debtKopecks,
  firstPaymentKopecks,
  months,
}: InstallmentTerms): InstallmentCondition[] {
  const broken: InstallmentCondition[] = [];
  if (!(Number.isSafeInteger(debtKopecks) && debtKopecks >= INSTALLMENT_LIMITS.minDebtKopecks)) broken.push('minDebt');
  if (!(
    Number.isSafeInteger(firstPaymentKopecks) &&
    firstPaymentKopecks >= minFirstPaymentKopecks(debtKopecks) &&
    firstPaymentKopecks > 0
  )) {
    broken.push('minFirstPayment');
  }
  const monthsValid =
    Number.isInteger(months) && months >= INSTALLMENT_LIMITS.minMonths && months <= INSTALLMENT_LIMITS.maxMonths;
  // Each later payment carries at least a kopeck: no zero rows in a schedule.
  const laterPayments = monthsValid ? months - 1 : 1;
  if (
    Number.isSafeInteger(firstPaymentKopecks) &&
    debtKopecks > 0 &&
    debtKopecks - firstPaymentKopecks < laterPayments
  ) {
    broken.push('firstPaymentBelowDebt');
  }
  if (!monthsValid) broken.push('months');
  return broken;
}

export interface ScheduledPayment {
  /** 1-based position in the schedule; 1 is the first payment. */
  number: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  amountKopecks: number;
}

/**
 * The schedule of an installment: the first payment on `startDate`, then the rest of the debt in
 * `months − 1` equal monthly payments on the same day of each next month (the month's last day when
 * it is shorter), the kopecks left over from the division on the last payment. Throws on terms that
 * break a condition — check them with brokenInstallmentConditions first.
 */
export function installmentSchedule(
  debtKopecks: number,
  firstPaymentKopecks: number,
  months: number,
  startDate: string,
): ScheduledPayment[] {
  const broken = brokenInstallmentConditions({ debtKopecks, firstPaymentKopecks, months });
  if (broken.length > 0) throw new RangeError(`The installment terms break: ${broken.join(', ')}`);
  const rest = debtKopecks - firstPaymentKopecks;
  const count = months - 1;
  const each = Math.floor(rest / count);
  const remainder = rest - each * count;
  const schedule: ScheduledPayment[] = [
    { number: 1, dueDate: addMonths(startDate, 0), amountKopecks: firstPaymentKopecks },
  ];
  for (let index = 1; index <= count; index += 1) {
    schedule.push({
      number: index + 1,
      dueDate: addMonths(startDate, index),
      amountKopecks: index === count ? each + remainder : each,
    });
  }
  return schedule;
}

/** 'YYYY-MM-DD' plus whole months, the day clamped to the target month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(Math.min(day, lastDay), 2)}`;
}

export type ScheduledPaymentStatus = 'paid' | 'due' | 'overdue';

/** A scheduled payment is paid once its amount is paid in full, overdue after its due date, due until then. */
export function scheduledPaymentStatus(
  payment: { dueDate: string; amountKopecks: number; paidKopecks: number },
  today: string,
): ScheduledPaymentStatus {
  if (payment.paidKopecks >= payment.amountKopecks) return 'paid';
  return payment.dueDate < today ? 'overdue' : 'due';
}
