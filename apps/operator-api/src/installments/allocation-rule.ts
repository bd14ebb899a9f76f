/**
 * How a payment is spread over installment schedules (the rule the operator API documents in its
 * README, «Installments follow the money»):
 *
 * - oldest due first: the open instalments of the account's agreements in order of due date (then
 *   agreement, then number), whatever their status — an overdue one is older than a due one;
 * - each instalment takes what it still lacks; a payment larger than the next instalment goes on to
 *   the following ones, a smaller one leaves the instalment partly paid;
 * - what is left after the last open instalment is not allocated: it stays an ordinary payment of
 *   the account (the ledger counts every 'charges' payment against the debt anyway).
 *
 * Pure: the caller reads the rows and writes the allocations in the settlement's transaction.
 */

export interface OpenInstalment {
  agreementId: number;
  number: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** Kopecks the schedule asks for. */
  amount: number;
  /** Kopecks allocated to it so far. */
  paid: number;
}

export interface Allocation {
  agreementId: number;
  number: number;
  amount: number;
}

const byDue = (a: OpenInstalment, b: OpenInstalment) =>
  a.dueDate.localeCompare(b.dueDate) || a.agreementId - b.agreementId || a.number - b.number;

/** Which instalments `amount` kopecks pay, and how much of each; empty when nothing is open. */
export function allocatePayment(instalments: readonly OpenInstalment[], amount: number): Allocation[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) return [];
  const allocations: Allocation[] = [];
  let left = amount;
  for (const instalment of [...instalments].sort(byDue)) {
    if (left === 0) break;
    const lacking = instalment.amount - instalment.paid;
    if (lacking <= 0) continue;
    const share = Math.min(lacking, left);
    allocations.push({ agreementId: instalment.agreementId, number: instalment.number, amount: share });
    left -= share;
  }
  return allocations;
}
