import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';

interface PaymentRow {
  id: number;
  contragent_id: number;
  purpose: string;
  amount: number;
  order_id: number | null;
  /** 1 when the account has a ledger (billing_accounts). */
  has_ledger: number;
}

interface OrderRow {
  id: number;
  kind: string;
  contragent_id: number;
  amount: number;
  payment_id: number | null;
  duty_cases: number;
}

/**
 * Each succeeded payment has exactly one owner: purpose 'charges' counts in its account's ledger
 * (which sums every succeeded 'charges' payment of the account, so it needs a ledger and no order
 * besides); 'service' is the payment of exactly one order, whose payment_id names it back;
 * 'state-duty' is that for an order of kind 'state-duty' that a litigation case's duty points at.
 */
export const paymentOwnerCheck: AuditCheck = {
  name: 'payment-owner',
  async run(store) {
    const payments = await all(
      store,
      sql<PaymentRow>`SELECT p.id, p.contragent_id, p.purpose, p.amount, p.order_id,
          CASE WHEN EXISTS (SELECT 1 FROM billing_accounts b WHERE b.contragent_id = p.contragent_id) THEN 1 ELSE 0 END AS has_ledger
        FROM payments p WHERE p.status = 'succeeded' ORDER BY p.id`,
    );
    const orders = await all(
      store,
      sql<OrderRow>`SELECT o.id, o.kind, o.contragent_id, o.amount, o.payment_id,
          (SELECT COUNT(*) FROM litigation_cases c WHERE c.state_duty_order_id = o.id) AS duty_cases
        FROM service_orders o`,
    );
    const byId = new Map(orders.map((order) => [Number(order.id), order]));
    const claiming = new Map<number, number[]>();
    for (const order of orders) {
      if (order.payment_id !== null)
        claiming.set(Number(order.payment_id), [...(claiming.get(Number(order.payment_id)) ?? []), Number(order.id)]);
    }

    const discrepancies: Discrepancy[] = [];
    for (const payment of payments) {
      const report = (problem: string) =>
        discrepancies.push({ check: 'payment-owner', subject: `payment ${payment.id}`, problem });
      const claims = claiming.get(Number(payment.id)) ?? [];
      if (payment.purpose === 'charges') {
        if (Number(payment.has_ledger) !== 1)
          report(`pays the charges of account ${payment.contragent_id}, which has no ledger to count it`);
        if (payment.order_id !== null || claims.length > 0)
          report(
            `pays the charges and an order (${[payment.order_id, ...claims].filter((id) => id !== null).join(', ')}) at once`,
          );
        continue;
      }
      if (payment.purpose !== 'service' && payment.purpose !== 'state-duty') {
        report(`has purpose '${payment.purpose}', which no owner takes`);
        continue;
      }
      const order = payment.order_id === null ? undefined : byId.get(Number(payment.order_id));
      if (!order) {
        report(
          payment.order_id === null
            ? `purpose '${payment.purpose}' without an order`
            : `pays order ${payment.order_id}, which does not exist`,
        );
        continue;
      }
      if (claims.length !== 1 || claims[0] !== Number(order.id)) {
        report(
          `pays order ${order.id}, but ${claims.length === 0 ? 'no order names this payment' : `orders ${claims.join(', ')} name it`}`,
        );
      }
      if (Number(order.contragent_id) !== Number(payment.contragent_id))
        report(`pays order ${order.id} of another account (${order.contragent_id})`);
      if (Number(order.amount) !== Number(payment.amount))
        report(`pays ${payment.amount} kopecks for order ${order.id} of ${order.amount}`);
      if (payment.purpose === 'state-duty' && (order.kind !== 'state-duty' || Number(order.duty_cases) === 0)) {
        report(`is a state duty, but order ${order.id} (${order.kind}) is no litigation case's duty`);
      }
      if (payment.purpose === 'service' && order.kind === 'state-duty')
        report(`pays the state-duty order ${order.id} as a service`);
    }
    return { checked: payments.length, discrepancies };
  },
};
