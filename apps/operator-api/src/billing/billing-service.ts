import type { DatabaseSync } from 'node:sqlite';
import type { BillingSummary, MonthCharges, NumberPersonalAccount } from '@resident/contract';
import type { SyncPaymentRepository as PaymentRepository } from '../payments/sync-payment-repository.ts';
import { computeLedger } from './ledger.ts';
import type { LedgerMonth } from './ledger.ts';
import { createLedgerRepository } from './ledger-repository.ts';

export interface BillingService {
  /** The whole ledger of the account, oldest month first (empty without billing). */
  ledger(contragentId: number): LedgerMonth[];
  /** One month, or undefined when the ledger has no such month. */
  month(contragentId: number, period: string): MonthCharges | undefined;
  summary(account: NumberPersonalAccount): BillingSummary;
}

export function createBillingService(db: DatabaseSync, payments: PaymentRepository): BillingService {
  const repository = createLedgerRepository(db);

  function ledger(contragentId: number): LedgerMonth[] {
    const opening = repository.account(contragentId)?.openingDebt ?? 0;
    const settled = payments.succeededCharges(contragentId).map((row) => ({ amount: row.amount, settledAt: row.settled_at, serviceId: row.service_id }));
    return computeLedger(opening, repository.lines(contragentId), settled);
  }

  return {
    ledger,
    month(contragentId, period) {
      const month = ledger(contragentId).find((candidate) => candidate.period === period);
      return month && { contragentId, ...month };
    },
    summary(account) {
      const last = ledger(account.contragentId).at(-1);
      const pending = payments.pendingOf(account.contragentId);
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
