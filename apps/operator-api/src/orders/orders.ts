import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import { ORDER_MESSAGES, orderNotFound } from './order-messages.ts';
import { createOrderRepository } from './order-repository.ts';
import type { NewOrder, OrderRow } from './order-repository.ts';
import type { RefundRecords } from './refund-records.ts';

/** What a service does when one of its orders is paid (schedule the pickup, start the rental, …). */
export interface OrderKindHandler {
  /**
   * Runs inside the payment's store transaction (ambient): query through the store (`store.q`,
   * `all/first/run(store, …)`) so the change commits or rolls back with the payment; keep it quick
   * and await nothing but the store.
   */
  onPaid(order: OrderRow): Promise<void>;
}

/**
 * The generic paid order behind payment purpose 'service'. A service makes an order with the
 * price it computed, the resident pays it through the one payment flow, and the service hears
 * about it through its kind's handler; refunds are recorded against the order.
 */
export interface Orders {
  /** Joins the caller's store transaction (the service's rows and its order commit together). */
  create(order: NewOrder): Promise<OrderRow>;
  /** The order if it belongs to this account; undefined otherwise (answer 404 either way). */
  ofContragent(orderId: number, contragentId: number): Promise<OrderRow | undefined>;
  registerKind(kind: string, handler: OrderKindHandler): void;
  /** Throws the resident-facing error when this order cannot be paid with this amount. */
  assertPayable(orderId: number, contragentId: number, amount: number): Promise<void>;
  /** A payment of this order still on the acquirer's page: paying again answers it, not a second one. */
  openPaymentId(orderId: number): Promise<number | undefined>;
  /**
   * Called by the payment service when a payment of the order succeeds (inside its transaction).
   * A payment the order can no longer take (cancelled meanwhile, or paid by another payment) is
   * refunded whole in the same transaction and logged as STRAY_PAYMENT_ALERT.
   */
  paid(orderId: number, paymentId: number): Promise<void>;
  /**
   * Cancels an order nobody paid; false when it was paid or cancelled already. Refuses (409) while
   * one of its payments is still on the acquirer's page: that payment could still take the money.
   * Joins the caller's transaction (a replaced order and its successor commit together).
   */
  cancelUnpaid(orderId: number): Promise<boolean>;
  /**
   * Gives back part or all of a paid order. With `cancel`, the order is cancelled too. The test
   * acquirer has no refund call: the refund is recorded and shown; a real acquirer's refund call
   * belongs here.
   */
  refund(orderId: number, amount: number, reason: string, options?: { cancel?: boolean }): Promise<OrderRow>;
  /**
   * Gives back what is left of one succeeded payment of the order, whatever the order's state (a
   * payment that settled for an order cancelled meanwhile). Joins the caller's transaction; answers
   * the kopecks refunded (0 when nothing was left).
   */
  refundPayment(paymentId: number, reason: string): Promise<number>;
}

/** The log message an operator alerts on: money came in for an order that could not take it and went back. */
export const STRAY_PAYMENT_ALERT = 'payment refunded automatically: its order was cancelled or paid by another payment';

export interface OrdersOptions {
  /** Where STRAY_PAYMENT_ALERT goes (the server's logger). */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * `records` writes what each refund leaves besides its row (the «Возврат прихода» receipt, the
 * resident's notice); the server always passes it, unit tests of other rules may leave it out.
 */
export function createOrders(
  store: Store,
  now: () => number,
  records?: RefundRecords,
  options: OrdersOptions = {},
): Orders {
  const repository = createOrderRepository(store);
  const handlers = new Map<string, OrderKindHandler>();

  async function mustGet(orderId: number): Promise<OrderRow> {
    const order = await repository.get(orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * The one place money given back is recorded, whichever way it goes back (part of a paid order,
   * or a payment the order could not take): the refund's row, naming the payment it returns, and
   * what every refund leaves behind (its «Возврат прихода» receipt, the resident's notice), in the
   * caller's transaction.
   */
  async function giveBack(order: OrderRow, paymentId: number, amount: number, reason: string): Promise<void> {
    const createdAt = now();
    const refundId = await repository.insertRefund(order.id, paymentId, amount, reason, createdAt);
    await records?.recorded({
      refundId,
      paymentId,
      contragentId: order.contragent_id,
      userId: order.user_id,
      item: order.description,
      amount,
      reason,
      createdAt,
    });
  }

  const orders: Orders = {
    async create(order) {
      if (!Number.isSafeInteger(order.amount) || order.amount <= 0)
        throw new Error(`an order needs a positive amount in kopecks, got ${order.amount}`);
      return repository.insert(order, now());
    },

    async ofContragent(orderId, contragentId) {
      const order = await repository.get(orderId);
      return order?.contragent_id === contragentId ? order : undefined;
    },

    registerKind(kind, handler) {
      if (handlers.has(kind)) throw new Error(`order kind '${kind}' is registered twice`);
      handlers.set(kind, handler);
    },

    async assertPayable(orderId, contragentId, amount) {
      // Inside the payment's transaction the row stays locked: a second attempt at once waits and
      // then finds the first's payment open (orders.openPaymentId) instead of making another.
      await repository.lock(orderId);
      const order = await repository.get(orderId);
      if (order?.contragent_id !== contragentId) throw orderNotFound();
      if (order.status === 'paid') throw new ApiError(409, 'ORDER_ALREADY_PAID', ORDER_MESSAGES.alreadyPaid);
      if (order.status === 'cancelled') throw new ApiError(409, 'ORDER_CANCELLED', ORDER_MESSAGES.cancelled);
      if (order.amount !== amount) throw new ApiError(400, 'ORDER_AMOUNT_MISMATCH', ORDER_MESSAGES.amountMismatch);
    },

    openPaymentId: (orderId) => repository.openPaymentId(orderId),

    paid(orderId, paymentId) {
      // The conditional update lets one payment through; its handler commits with it or not at all.
      return store.transaction(async () => {
        if (await repository.markPaid(orderId, paymentId, now())) {
          const order = await mustGet(orderId);
          await handlers.get(order.kind)?.onPaid(order);
          return;
        }
        const order = await mustGet(orderId);
        if (order.payment_id === paymentId) return;
        // The money came in for an order that cannot take it: it goes back with this settlement, so
        // no moment exists where it is kept without an owner. An operator hears of it.
        await orders.refundPayment(paymentId, ORDER_MESSAGES.strayRefundReason);
        store.afterCommit(() =>
          options.log?.error({ orderId, paymentId, orderStatus: order.status }, STRAY_PAYMENT_ALERT),
        );
      });
    },

    cancelUnpaid: (orderId) =>
      store.transaction(async () => {
        // The order's row is held until the commit (PostgreSQL), as assertPayable holds it while a
        // payment is made: a payment and a cancel at once are decided one after the other.
        await repository.lock(orderId);
        await repository.expireDuePayments(orderId, now());
        if ((await repository.openPaymentId(orderId)) !== undefined)
          throw new ApiError(409, 'ORDER_PAYMENT_IN_PROGRESS', ORDER_MESSAGES.paymentInProgress);
        return repository.cancelUnpaid(orderId, now());
      }),

    refund(orderId, amount, reason, refundOptions = {}) {
      // Joins the caller's transaction (its rows change too) or opens one; the row lock keeps two
      // refunds at once from both passing the check against the same refunded sum.
      return store.transaction(async () => {
        await repository.lock(orderId);
        const order = await mustGet(orderId);
        if (order.status !== 'paid') throw new ApiError(409, 'ORDER_NOT_PAID', ORDER_MESSAGES.notPaid);
        if (!Number.isSafeInteger(amount) || amount < 0 || order.refunded + amount > order.amount) {
          throw new ApiError(400, 'REFUND_TOO_LARGE', ORDER_MESSAGES.refundTooLarge);
        }
        if (amount > 0) {
          if (order.payment_id === null) throw new Error(`paid order ${orderId} has no payment`);
          await giveBack(order, order.payment_id, amount, reason);
        }
        if (refundOptions.cancel) await repository.cancelPaid(orderId, now());
        return mustGet(orderId);
      });
    },

    refundPayment(paymentId, reason) {
      return store.transaction(async () => {
        const payment = await repository.refundablePayment(paymentId);
        if (payment?.order_id == null) throw new Error(`payment ${paymentId} is not a succeeded payment of an order`);
        await repository.lock(payment.order_id);
        const left = payment.amount - (await repository.refundedOfPayment(paymentId));
        if (left <= 0) return 0;
        await giveBack(await mustGet(payment.order_id), paymentId, left, reason);
        return left;
      });
    },
  };
  return orders;
}
