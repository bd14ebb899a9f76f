import type { Store } from '../db/store/store.ts';
import type { PaymentOutcome } from '../observability/metrics.ts';
import type { OnlinePaymentRepository } from './online-payment-repository.ts';

/**
 * The repository with every change of a payment's state counted (payments_total): a creation, a
 * settlement, an expiry, each once the transaction it is in commits (a rollback counts nothing),
 * and only when the row did change (a second notification of the same payment counts nothing).
 */
export function countedOutcomes(
  repository: OnlinePaymentRepository,
  store: Store,
  count: ((outcome: PaymentOutcome, count: number) => void) | undefined,
): OnlinePaymentRepository {
  if (!count) return repository;
  const counted = (outcome: PaymentOutcome, times: number) => {
    if (times > 0) store.afterCommit(() => count(outcome, times));
  };
  return {
    ...repository,
    async insert(payment) {
      const row = await repository.insert(payment);
      if (row) counted('created', 1);
      return row;
    },
    async settle(id, status, settledAt, failureCode, cardMask) {
      const changed = await repository.settle(id, status, settledAt, failureCode, cardMask);
      if (changed) counted(status, 1);
      return changed;
    },
    async expireIfDue(id, now) {
      const changed = await repository.expireIfDue(id, now);
      if (changed) counted('expired', 1);
      return changed;
    },
    async expireDue(now) {
      const expired = await repository.expireDue(now);
      counted('expired', expired);
      return expired;
    },
  };
}
