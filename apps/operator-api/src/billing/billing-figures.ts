import type { Store } from '../db/store/store.ts';
import type { BillingService } from './billing-service.ts';
import { chargedOf } from './ledger.ts';
import { createRecipientLookup } from './recipient-repository.ts';

/**
 * The ledger's figures other domains show, computed once here so every screen shows the same: the
 * debt (the summary, the public /pay page, promotions, an installment application) is
 * BillingService.debtOf; these are the rest.
 */
export interface BillingFigures {
  /** The sums printed on the account's receipt for a month (kopecks); proves possession when linking an account. */
  receiptAmounts(contragentId: number, period: string): Promise<readonly number[]>;
  /** The name of a service the account's newest receipt bills, or undefined (a payment's serviceId). */
  billedServiceName(contragentId: number, serviceId: string): Promise<string | undefined>;
  /** The resident's email (their login), or undefined: where receipts and autopay notices go. */
  emailOf(userId: number): Promise<string | undefined>;
}

export function createBillingFigures(store: Store, billing: BillingService): BillingFigures {
  return {
    async receiptAmounts(contragentId, period) {
      const month = (await billing.ledger(contragentId)).find((candidate) => candidate.period === period);
      return month ? [chargedOf(month.totals), month.totals.toPay].filter((amount) => amount > 0) : [];
    },
    async billedServiceName(contragentId, serviceId) {
      return (await billing.lastMonth(contragentId))?.lines.find((line) => line.serviceId === serviceId)?.serviceName;
    },
    emailOf: createRecipientLookup(store),
  };
}
