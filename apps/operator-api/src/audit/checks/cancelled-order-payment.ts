import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';

/**
 * No succeeded payment is for an order that ended cancelled unless its money went back in full:
 * a payment that settles for an order cancelled meanwhile is refunded, never kept.
 */
export const cancelledOrderPaymentCheck: AuditCheck = {
  name: 'cancelled-order-payment',
  async run(store) {
    const payments = await all(
      store,
      sql<{
        id: number;
        amount: number;
        order_id: number;
        order_status: string;
        refunded: number;
      }>`SELECT p.id, p.amount, p.order_id,
          o.status AS order_status, (SELECT COALESCE(SUM(f.amount), 0) FROM order_refunds f WHERE f.order_id = o.id) AS refunded
        FROM payments p JOIN service_orders o ON o.id = p.order_id
        WHERE p.status = 'succeeded' ORDER BY p.id`,
    );
    const discrepancies: Discrepancy[] = [];
    for (const payment of payments) {
      if (payment.order_status !== 'cancelled' || Number(payment.refunded) >= Number(payment.amount)) continue;
      discrepancies.push({
        check: 'cancelled-order-payment',
        subject: `payment ${payment.id}`,
        problem: `succeeded for order ${payment.order_id}, which is cancelled, with ${payment.refunded} of ${payment.amount} kopecks refunded`,
      });
    }
    return { checked: payments.length, discrepancies };
  },
};
