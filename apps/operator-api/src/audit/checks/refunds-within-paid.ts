import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';

/**
 * Refunds never give back more than was paid: per order, against its succeeded payments; per
 * payment, against that payment (which must be a succeeded payment of the same order).
 */
export const refundsWithinPaid: AuditCheck = {
  name: 'refunds-within-paid',
  async run(store) {
    const orders = await all(
      store,
      sql<{ id: number; refunded: number; paid: number }>`SELECT o.id,
          (SELECT COALESCE(SUM(r.amount), 0) FROM order_refunds r WHERE r.order_id = o.id) AS refunded,
          (SELECT COALESCE(SUM(p.amount), 0) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS paid
        FROM service_orders o WHERE EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id) ORDER BY o.id`,
    );
    const payments = await all(
      store,
      sql<{
        payment_id: number | null;
        order_id: number;
        refunded: number;
        amount: number | null;
        status: string | null;
        paid_order: number | null;
      }>`
        SELECT r.payment_id, r.order_id, SUM(r.amount) AS refunded, MAX(p.amount) AS amount, MAX(p.status) AS status, MAX(p.order_id) AS paid_order
        FROM order_refunds r LEFT JOIN payments p ON p.id = r.payment_id
        GROUP BY r.payment_id, r.order_id ORDER BY r.order_id`,
    );
    const discrepancies: Discrepancy[] = [];
    for (const order of orders) {
      if (order.refunded > order.paid) {
        discrepancies.push({
          check: 'refunds-within-paid',
          subject: `order ${order.id}`,
          problem: `refunded ${order.refunded} kopecks of ${order.paid} paid`,
        });
      }
    }
    for (const row of payments) {
      const subject = row.payment_id === null ? `refunds of order ${row.order_id}` : `payment ${row.payment_id}`;
      if (row.payment_id === null || row.status !== 'succeeded' || row.paid_order !== row.order_id) {
        discrepancies.push({
          check: 'refunds-within-paid',
          subject,
          problem: 'a refund names no succeeded payment of its order',
        });
      } else if (row.refunded > (row.amount ?? 0)) {
        discrepancies.push({
          check: 'refunds-within-paid',
          subject,
          problem: `refunded ${row.refunded} kopecks of its ${row.amount ?? 0}`,
        });
      }
    }
    return { checked: orders.length, discrepancies };
  },
};
