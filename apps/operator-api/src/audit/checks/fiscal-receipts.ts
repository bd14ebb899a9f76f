import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import { FISCAL_RETRY_WINDOW_MS } from '../../fiscal/fiscalisation.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';

/**
 * Every receipt is fiscalised, or still pending within its retry window; its sum is its payment's
 * («Приход», of a succeeded payment) or its refund's («Возврат прихода», of that refund's payment).
 */
export function fiscalReceiptsCheck(now: () => number = Date.now): AuditCheck {
  return {
    name: 'fiscal-receipt',
    async run(store) {
      const rows = await all(
        store,
        sql<{
          id: number;
          operation: string;
          status: string;
          created_at: number;
          amount: number;
          payment_id: number;
          payment_amount: number | null;
          payment_status: string | null;
          refund_amount: number | null;
          refund_payment: number | null;
        }>`SELECT f.id, f.operation, f.status, f.created_at, f.amount, f.payment_id,
            p.amount AS payment_amount, p.status AS payment_status, r.amount AS refund_amount, r.payment_id AS refund_payment
          FROM fiscal_receipts f LEFT JOIN payments p ON p.id = f.payment_id LEFT JOIN order_refunds r ON r.id = f.refund_id
          ORDER BY f.id`,
      );
      const discrepancies: Discrepancy[] = [];
      const add = (id: number, problem: string) =>
        discrepancies.push({ check: 'fiscal-receipt', subject: `fiscal receipt ${id}`, problem });
      const oldestPending = now() - FISCAL_RETRY_WINDOW_MS;
      for (const row of rows) {
        if (row.status !== 'fiscalised' && row.created_at < oldestPending)
          add(row.id, 'not fiscalised within its retry window');
        if (row.operation === 'income') {
          if (row.payment_status !== 'succeeded')
            add(row.id, `«приход» of payment ${row.payment_id}, which is ${row.payment_status ?? 'missing'}`);
          else if (row.amount !== row.payment_amount)
            add(row.id, `sum ${row.amount} differs from payment ${row.payment_id}'s ${row.payment_amount ?? 0}`);
        } else if (row.refund_amount === null) {
          add(row.id, '«возврат прихода» of no refund');
        } else if (row.amount !== row.refund_amount || row.refund_payment !== row.payment_id) {
          add(
            row.id,
            `sum ${row.amount} of payment ${row.payment_id} differs from its refund's ${row.refund_amount} of payment ${row.refund_payment ?? 0}`,
          );
        }
      }
      return { checked: rows.length, discrepancies };
    },
  };
}
