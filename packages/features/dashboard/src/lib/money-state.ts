import type { BillingSummary } from '@resident/contract';

export type MoneyState = 'closed' | 'debt' | 'overpayment' | 'settled';

/** Which of the dashboard's money states the summary is in; a closed account is closed first. */
export function moneyStateOf(summary: Pick<BillingSummary, 'isClosed' | 'debt'>): MoneyState {
  if (summary.isClosed) return 'closed';
  if (summary.debt > 0) return 'debt';
  if (summary.debt < 0) return 'overpayment';
  return 'settled';
}
