import type { BillingSummary, MonthCharges, NumberPersonalAccount } from '@resident/contract';
import type { Store } from '../db/store/store.ts';
import type { PaymentRepository } from '../payments/payment-repository.ts';
import { computeLedger } from './ledger.ts';
import type { LedgerMonth } from './ledger.ts';
import { createLedgerRepository } from './ledger-repository.ts';

export interface BillingService {
  /** The whole ledger of the account, oldest month first (empty without billing). */
  ledger(contragentId: number): Promise<LedgerMonth[]>;
  /** One month, or undefined when the ledger has no such month. */
  month(contragentId: number, period: string): Promise<MonthCharges | undefined>;
  summary(account: NumberPersonalAccount): Promise<BillingSummary>;
}

/** The ledger's rows are on the async store (issue 19); the payments are read through their repository. */
export function createBillingService(store: Store, payments: PaymentRepository): BillingService {
  const repository = createLedgerRepository(store);

  async function ledger(contragentId: number): Promise<LedgerMonth[]> {
    const [account, lines, charges] = await Promise.all([
      repository.account(contragentId),
      repository.lines(contragentId),
      payments.succeededCharges(contragentId),
    ]);
    const settled = charges.map((row) => ({ amount: row.amount, settledAt: row.settled_at, serviceId: row.service_id }));
    return computeLedger(account?.openingDebt ?? 0, lines, settled);
  }

  return {
    ledger,
    async month(contragentId, period) {
      const month = (await ledger(contragentId)).find((candidate) => candidate.period === period);
      return month && { contragentId, ...month };
    },
    async summary(account) {
      const [months, pending] = await Promise.all([ledger(account.contragentId), payments.pendingOf(account.contragentId)]);
      const last = months.at(-1);
      return {
        contragentId: account.contragentId,
        numberPersonalAccount: account.numberPersonalAccount,
        isClosed: account.isClosed,
        // The last month's paid holds every payment settled since it began, so a payment made a
        // minute ago is already here.
        debt: last?.totals.debtEnd ?? 0,
        lastCharge: last ? { period: last.period, accrued: last.totals.accrued, dueDate: last.dueDate } : null,
        latestReceiptPeriod: last?.period ?? null,
        pendingPayments: pending.count,
        pendingAmount: pending.amount,
      };
    },
  };
}
