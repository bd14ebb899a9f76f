import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';

interface PaidOrderRow {
  id: number;
  kind: string;
  amount: number;
  payment_id: number | null;
  payment_status: string | null;
  refunded: number;
  /** How many of the kind's own rows show it delivered (see PRODUCT below). */
  products: number;
}

/**
 * The kind's own row that shows a paid order delivered: a pickup paid, scheduled or done; the
 * rental (or extension) of a rental paid or returned; an issued policy; a litigation duty marked
 * paid. A kind missing here is reported, so a new kind cannot slip past the audit.
 */
const PRODUCT = sql`CASE o.kind
  WHEN 'waste-pickup' THEN (SELECT COUNT(*) FROM waste_pickups w WHERE w.order_id = o.id AND w.status IN ('paid', 'scheduled', 'done'))
  WHEN 'container-rental' THEN (SELECT COUNT(*) FROM container_rental_orders r JOIN container_rentals c ON c.id = r.rental_id
    WHERE r.order_id = o.id AND c.status IN ('paid', 'returned'))
  WHEN 'insurance-policy' THEN (SELECT COUNT(*) FROM insurance_policies i WHERE i.order_id = o.id AND i.status IN ('active', 'expired'))
  WHEN 'state-duty' THEN (SELECT COUNT(*) FROM litigation_cases l WHERE l.state_duty_order_id = o.id AND l.state_duty_paid_at IS NOT NULL)
  ELSE -1 END`;

/**
 * Each paid order was paid by a succeeded payment and has its product, or the money went back: an
 * order refunded in full needs no product (a pickup cancelled after paying, a rental returned).
 */
export const paidOrderProductCheck: AuditCheck = {
  name: 'paid-order-product',
  async run(store) {
    const orders = await all(
      store,
      sql<PaidOrderRow>`SELECT o.id, o.kind, o.amount, o.payment_id, p.status AS payment_status,
          (SELECT COALESCE(SUM(f.amount), 0) FROM order_refunds f WHERE f.order_id = o.id) AS refunded,
          ${PRODUCT} AS products
        FROM service_orders o LEFT JOIN payments p ON p.id = o.payment_id
        WHERE o.status = 'paid' ORDER BY o.id`,
    );
    const discrepancies: Discrepancy[] = [];
    for (const order of orders) {
      const report = (problem: string) =>
        discrepancies.push({ check: 'paid-order-product', subject: `order ${order.id}`, problem });
      if (order.payment_id === null) report('paid, but names no payment');
      else if (order.payment_status !== 'succeeded')
        report(`paid, but its payment ${order.payment_id} is ${order.payment_status ?? 'missing'}`);
      const products = Number(order.products);
      if (products === -1) report(`of kind '${order.kind}', which the audit has no product rule for`);
      else if (products === 0 && Number(order.refunded) < Number(order.amount))
        report(`paid, but there is no ${order.kind} for it and it was not refunded`);
    }
    return { checked: orders.length, discrepancies };
  },
};
