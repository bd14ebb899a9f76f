import type { InstallmentAgreement, ScheduledPaymentStatusValue } from '@resident/contract';

export interface PayableInstalment {
  agreementNumber: string;
  number: number;
  dueDate: string;
  /** What the instalment still lacks, kopecks: «Оплатить платёж» pays exactly this. */
  remaining: number;
  status: Exclude<ScheduledPaymentStatusValue, 'paid'>;
}

/** A schedule row that can be paid now: due or overdue, with its unpaid rest. */
export function payableOf(
  agreement: InstallmentAgreement,
  row: InstallmentAgreement['payments'][number],
): PayableInstalment | null {
  if (row.status === 'paid' || row.amount <= row.paidAmount) return null;
  return {
    agreementNumber: agreement.number,
    number: row.number,
    dueDate: row.dueDate,
    remaining: row.amount - row.paidAmount,
    status: row.status,
  };
}
