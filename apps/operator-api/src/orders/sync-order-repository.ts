import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';
import type { NewOrder, OrderRow } from './order-repository.ts';

/** Transitional (issue 19): the synchronous order writes the order kinds still make inside their SQLite transactions. */
export interface SyncOrderRepository {
  insert(order: NewOrder, now: number): OrderRow;
  get(id: number): OrderRow | undefined;
  /** Marks an order paid once; false when it was not awaiting payment. */
  markPaid(id: number, paymentId: number, now: number): boolean;
  /** Cancels an unpaid order; false when it was paid or cancelled already. */
  cancelUnpaid(id: number, now: number): boolean;
  /** Cancels a paid order (its refund is recorded separately). */
  cancelPaid(id: number, now: number): boolean;
  insertRefund(orderId: number, amount: number, reason: string, now: number): void;
  /** The payment of this order that is still on the acquirer's page, if any. */
  openPaymentId(orderId: number): number | undefined;
}

const COLUMNS = `o.id, o.contragent_id, o.user_id, o.kind, o.amount, o.description, o.status, o.payment_id,
  o.created_at, o.paid_at, o.cancelled_at,
  (SELECT COALESCE(SUM(r.amount), 0) FROM order_refunds r WHERE r.order_id = o.id) AS refunded`;

export function createSyncOrderRepository(db: DatabaseSync): SyncOrderRepository {
  const insert = typed<{ id: number }, [number, number | null, string, number, string, number]>(
    db.prepare(`INSERT INTO service_orders (contragent_id, user_id, kind, amount, description, status, created_at)
      VALUES (?, ?, ?, ?, ?, 'awaiting-payment', ?) RETURNING id`),
  );
  const get = typed<OrderRow, [number]>(db.prepare(`SELECT ${COLUMNS} FROM service_orders o WHERE o.id = ?`));
  const markPaid = typed<never, [number, number, number]>(
    db.prepare(`UPDATE service_orders SET status = 'paid', payment_id = ?, paid_at = ?
      WHERE id = ? AND status = 'awaiting-payment'`),
  );
  const cancel = typed<never, [number, number, string]>(
    db.prepare('UPDATE service_orders SET status = \'cancelled\', cancelled_at = ? WHERE id = ? AND status = ?'),
  );
  const insertRefund = typed<never, [number, number, string, number]>(
    db.prepare('INSERT INTO order_refunds (order_id, amount, reason, created_at) VALUES (?, ?, ?, ?)'),
  );
  const openPayment = typed<{ id: number }, [number]>(
    db.prepare(`SELECT id FROM payments WHERE order_id = ? AND status IN ('created', 'pending')
      ORDER BY id DESC LIMIT 1`),
  );

  return {
    insert(order, now) {
      const row = insert.get(order.contragentId, order.userId, order.kind, order.amount, order.description, now);
      const created = row && get.get(row.id);
      if (!created) throw new Error('an inserted order cannot be read');
      return created;
    },
    get: (id) => get.get(id),
    markPaid: (id, paymentId, now) => Number(markPaid.run(paymentId, now, id).changes) === 1,
    cancelUnpaid: (id, now) => Number(cancel.run(now, id, 'awaiting-payment').changes) === 1,
    cancelPaid: (id, now) => Number(cancel.run(now, id, 'paid').changes) === 1,
    insertRefund: (orderId, amount, reason, now) => {
      insertRefund.run(orderId, amount, reason, now);
    },
    openPaymentId: (orderId) => openPayment.get(orderId)?.id,
  };
}
