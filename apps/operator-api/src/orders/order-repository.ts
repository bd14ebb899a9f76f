import { sql } from 'kysely';
import type { Row } from '../db/database-schema.ts';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export type OrderStatus = 'awaiting-payment' | 'paid' | 'cancelled';

export type OrderRow = Omit<Row<'service_orders'>, 'status'> & {
  status: OrderStatus;
  /** Sum of the order's refunds, kopecks. */
  refunded: number;
};

export interface NewOrder {
  contragentId: number;
  userId: number | null;
  kind: string;
  amount: number;
  description: string;
}

/** Every query goes through `store.q`, so it joins the transaction its caller has open. */
export interface OrderRepository {
  insert(order: NewOrder, now: number): Promise<OrderRow>;
  get(id: number): Promise<OrderRow | undefined>;
  /**
   * Holds the order's row until the caller's transaction ends (PostgreSQL; SQLite's transaction
   * holds the whole database already), so a decision read from it is still true at the write.
   */
  lock(id: number): Promise<void>;
  /** Marks an order paid once; false when it was not awaiting payment. */
  markPaid(id: number, paymentId: number, now: number): Promise<boolean>;
  /** Cancels an unpaid order; false when it was paid or cancelled already. */
  cancelUnpaid(id: number, now: number): Promise<boolean>;
  /** Cancels a paid order (its refund is recorded separately). */
  cancelPaid(id: number, now: number): Promise<boolean>;
  /** Writes a refund of `amount` from one payment of the order; answers the refund's id. */
  insertRefund(orderId: number, paymentId: number, amount: number, reason: string, now: number): Promise<number>;
  /** Kopecks already given back from this payment. */
  refundedOfPayment(paymentId: number): Promise<number>;
  /** A succeeded payment with its order, the only kind a refund can return. */
  refundablePayment(paymentId: number): Promise<{ order_id: number | null; amount: number } | undefined>;
  /** The payment of this order that is still on the acquirer's page, if any. */
  openPaymentId(orderId: number): Promise<number | undefined>;
  /**
   * Expires the order's payments left on the acquirer's page past their time: once the order is
   * cancelled none of them may still settle as if it were payable.
   */
  expireDuePayments(orderId: number, now: number): Promise<void>;
}

/**
 * Whether refund row `alias` gives back its order's own payment (rows without a payment are), not
 * a payment that settled for the order after it was cancelled or paid by another one: only those
 * count against what the order was paid.
 */
export const ownRefund = (alias: string) =>
  sql`(${sql.ref(`${alias}.payment_id`)} IS NULL
    OR ${sql.ref(`${alias}.payment_id`)} = (SELECT own.payment_id FROM service_orders own WHERE own.id = ${sql.ref(`${alias}.order_id`)}))`;

const COLUMNS = sql`o.id, o.contragent_id, o.user_id, o.kind, o.amount, o.description, o.status, o.payment_id,
  o.created_at, o.paid_at, o.cancelled_at,
  (SELECT COALESCE(SUM(r.amount), 0) FROM order_refunds r WHERE r.order_id = o.id AND ${ownRefund('r')}) AS refunded`;

/**
 * Literals, not parameters: a statement on the open payments must match the partial index
 * payments_open_expiry (`WHERE status IN ('created', 'pending')`) to use it, on both backends.
 */
const OPEN_STATUSES = [sql.lit('created' as const), sql.lit('pending' as const)];

export function createOrderRepository(store: Store): OrderRepository {
  const get = (id: number) => first(store, sql<OrderRow>`SELECT ${COLUMNS} FROM service_orders o WHERE o.id = ${id}`);
  const cancel = async (id: number, now: number, from: OrderStatus) => {
    const { numUpdatedRows } = await store.q
      .updateTable('service_orders')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  };
  return {
    async insert(order, now) {
      const row = await store.q
        .insertInto('service_orders')
        .values({
          contragent_id: order.contragentId,
          user_id: order.userId,
          kind: order.kind,
          amount: order.amount,
          description: order.description,
          status: 'awaiting-payment',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirst();
      const created = row && (await get(row.id));
      if (!created) throw new Error('an inserted order cannot be read');
      return created;
    },
    get,
    async lock(id) {
      if (store.dialect === 'postgres')
        await store.q.selectFrom('service_orders').select('id').where('id', '=', id).forUpdate().execute();
    },
    async markPaid(id, paymentId, now) {
      const { numUpdatedRows } = await store.q
        .updateTable('service_orders')
        .set({ status: 'paid', payment_id: paymentId, paid_at: now })
        .where('id', '=', id)
        .where('status', '=', 'awaiting-payment')
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },
    cancelUnpaid: (id, now) => cancel(id, now, 'awaiting-payment'),
    cancelPaid: (id, now) => cancel(id, now, 'paid'),
    async insertRefund(orderId, paymentId, amount, reason, now) {
      const row = await store.q
        .insertInto('order_refunds')
        .values({ order_id: orderId, payment_id: paymentId, amount, reason, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(() => new Error('a refund insert returned no row'));
      return row.id;
    },
    async expireDuePayments(orderId, now) {
      await store.q
        .updateTable('payments')
        .set({ status: 'expired' })
        .where('order_id', '=', orderId)
        .where('status', 'in', OPEN_STATUSES)
        .where('expires_at', '<=', now)
        .execute();
    },
    async refundedOfPayment(paymentId) {
      const row = await first(
        store,
        sql<{
          total: number;
        }>`SELECT COALESCE(SUM(amount), 0) AS total FROM order_refunds WHERE payment_id = ${paymentId}`,
      );
      return Number(row?.total ?? 0);
    },
    refundablePayment: (paymentId) =>
      store.q
        .selectFrom('payments')
        .select(['order_id', 'amount'])
        .where('id', '=', paymentId)
        .where('status', '=', 'succeeded')
        .executeTakeFirst(),
    async openPaymentId(orderId) {
      const row = await store.q
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', 'in', OPEN_STATUSES)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },
  };
}
