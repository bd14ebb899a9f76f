import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';
import { issuedReceipts } from '../fiscal-receipts.ts';

/**
 * Each succeeded payment taken through the acquirer (a card on its page, or a saved card) has
 * exactly one «приход» receipt, and no payment that did not succeed has one. Payments that did not
 * come through the acquirer (bank, cash, the seed's history) got their receipt from the bank or the
 * cash desk and are not counted.
 */
export const paymentReceiptCheck: AuditCheck = {
  name: 'payment-receipt',
  async run(store) {
    const payments = await all(
      store,
      sql<{
        id: number;
        status: string;
      }>`SELECT id, status FROM payments WHERE acquirer_payment_id IS NOT NULL ORDER BY id`,
    );
    const income = new Map<number, string[]>();
    for (const receipt of await issuedReceipts(store)) {
      if (receipt.operation !== 'income') continue;
      income.set(receipt.paymentId, [...(income.get(receipt.paymentId) ?? []), receipt.where]);
    }
    const discrepancies: Discrepancy[] = [];
    const report = (id: number, problem: string) =>
      discrepancies.push({ check: 'payment-receipt', subject: `payment ${id}`, problem });
    for (const payment of payments) {
      const found = income.get(Number(payment.id)) ?? [];
      if (payment.status === 'succeeded' && found.length === 0)
        report(payment.id, 'succeeded, but no «приход» fiscal receipt was issued');
      if (payment.status === 'succeeded' && found.length > 1)
        report(payment.id, `${found.length} «приход» fiscal receipts (${found.join(', ')}) for one payment`);
      if (payment.status !== 'succeeded' && found.length > 0)
        report(payment.id, `${payment.status}, yet a «приход» fiscal receipt was issued (${found.join(', ')})`);
    }
    return { checked: payments.length, discrepancies };
  },
};
