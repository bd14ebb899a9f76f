import type { BillingSummary, MonthCharges, NumberPersonalAccount } from '@resident/contract';
import type { Store } from '../db/store/store.ts';
import type { BillingPayments, PaymentRepository } from '../payments/payment-repository.ts';
import { computeLedger } from './ledger.ts';
import type { LedgerMonth } from './ledger.ts';
import { createLedgerRepository } from './ledger-repository.ts';

export interface BillingService {
  /** The whole ledger of the account, oldest month first (empty without billing). */
  ledger(contragentId: number): Promise<LedgerMonth[]>;
  /** The ledger's months, newest first, read without computing the ledger. */
  periods(contragentId: number): Promise<string[]>;
  /** One month, or undefined when the ledger has no such month. */
  month(contragentId: number, period: string): Promise<MonthCharges | undefined>;
  /** The newest month of the ledger (undefined without billing): what the account owes now and its services. */
  lastMonth(contragentId: number): Promise<LedgerMonth | undefined>;
  /**
   * What the account owes now (< 0 an advance): the newest month's debt at its end. The summary, the
   * public /pay page, promotions and an installment application all count this one figure.
   */
  debtOf(contragentId: number): Promise<number>;
  summary(account: NumberPersonalAccount): Promise<BillingSummary>;
}

/**
 * The ledger's rows are on the async store; the payments are read through their
 * repository. Each call reads the rows afresh and computes the ledger once: nothing is kept between
 * calls, so a payment settled a moment ago is in the next answer.
 */
export function createBillingService(store: Store, payments: PaymentRepository): BillingService {
  const repository = createLedgerRepository(store);

  /** Two statements, whatever the caller needs of them: the lines with the opening debt, and the payments. */
  async function computed(
    contragentId: number,
  ): Promise<{ months: LedgerMonth[]; pending: BillingPayments['pending'] }> {
    const [{ openingDebt, lines }, { settled, pending }] = await Promise.all([
      repository.rows(contragentId),
      payments.billingPayments(contragentId),
    ]);
    const paid = settled.map((row) => ({ amount: row.amount, settledAt: row.settled_at, serviceId: row.service_id }));
    return { months: computeLedger(openingDebt, lines, paid), pending };
  }

  const ledger = async (contragentId: number) => (await computed(contragentId)).months;
  const lastMonth = async (contragentId: number) => (await ledger(contragentId)).at(-1);

  return {
    ledger,
    periods: (contragentId) => repository.periods(contragentId),
    async month(contragentId, period) {
      const month = (await ledger(contragentId)).find((candidate) => candidate.period === period);
      return month && { contragentId, ...month };
    },
    lastMonth,
    debtOf: async (contragentId) => (await lastMonth(contragentId))?.totals.debtEnd ?? 0,
    async summary(account) {
      const { months, pending } = await computed(account.contragentId);
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
