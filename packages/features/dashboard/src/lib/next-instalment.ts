import type { Installments } from '@resident/contract';

/** The instalment the dashboard reminds of: the oldest one not fully paid, of any active agreement. */
export interface NextInstalment {
  agreementNumber: string;
  number: number;
  dueDate: string;
  /** What it still lacks, kopecks. */
  amount: number;
  overdue: boolean;
  /** How many instalments are overdue in all (the reminder says so when more than this one). */
  overdueCount: number;
}

/**
 * The oldest unpaid instalment — the one the operator API's allocation pays next (oldest due first)
 * — or null when no agreement has one.
 */
export function nextInstalmentOf(registry: Pick<Installments, 'agreements'>): NextInstalment | null {
  const open = registry.agreements
    .flatMap((agreement) =>
      agreement.payments.filter((row) => row.status !== 'paid').map((row) => ({ agreement, row })),
    )
    .sort(
      (a, b) =>
        a.row.dueDate.localeCompare(b.row.dueDate) || a.agreement.id - b.agreement.id || a.row.number - b.row.number,
    );
  const [next] = open;
  if (!next) return null;
  return {
    agreementNumber: next.agreement.number,
    number: next.row.number,
    dueDate: next.row.dueDate,
    amount: next.row.amount - next.row.paidAmount,
    overdue: next.row.status === 'overdue',
    overdueCount: open.filter(({ row }) => row.status === 'overdue').length,
  };
}
