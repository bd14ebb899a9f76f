import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../errors/http-errors.ts';
import { ORDER_MESSAGES, orderNotFound } from './order-messages.ts';
import type { NewOrder, OrderRow } from './order-repository.ts';
import type { Orders } from './orders.ts';
import { createSyncOrderRepository } from './sync-order-repository.ts';

/**
 * TRANSITIONAL (issue 19), goes when litigation, insurance, container rental and waste removal are
 * on the store (kinds1/kinds2): their services still make and cancel orders inside synchronous
 * SQLite transactions, so they get the old synchronous orders over the app's SQLite connection —
 * the same `service_orders` table the store's orders use on SQLite. Given the store's `Orders`,
 * their kinds are registered there too, so a payment settled on the store runs their handler inside
 * its transaction (on SQLite the same connection, so their synchronous writes join it). On
 * PostgreSQL these orders stay in SQLite, as the kinds' own rows do.
 */
export interface SyncOrderKindHandler {
  /** Runs inside the transaction that settles the payment: keep it synchronous and quick. */
  onPaid(order: OrderRow): void;
}

/**
 * The generic paid order behind payment purpose 'service'. A service makes an order with the
 * price it computed, the resident pays it through the one payment flow, and the service hears
 * about it through its kind's handler; refunds are recorded against the order.
 */
export interface SyncOrders {
  create(order: NewOrder): OrderRow;
  /** The order if it belongs to this account; undefined otherwise (answer 404 either way). */
  ofContragent(orderId: number, contragentId: number): OrderRow | undefined;
  registerKind(kind: string, handler: SyncOrderKindHandler): void;
  /** Throws the resident-facing error when this order cannot be paid with this amount. */
  assertPayable(orderId: number, contragentId: number, amount: number): void;
  /** A payment of this order still on the acquirer's page: paying again answers it, not a second one. */
  openPaymentId(orderId: number): number | undefined;
  /** Called by the payment service when a payment of the order succeeds. */
  paid(orderId: number, paymentId: number): void;
  /** Cancels an order nobody paid; false when it was paid or cancelled already. */
  cancelUnpaid(orderId: number): boolean;
  /**
   * Gives back part or all of a paid order. With `cancel`, the order is cancelled too. The test
   * acquirer has no refund call: the refund is recorded and shown; a real acquirer's refund call
   * belongs here.
   */
  refund(orderId: number, amount: number, reason: string, options?: { cancel?: boolean }): OrderRow;
}

export function createSyncOrders(db: DatabaseSync, now: () => number, registry?: Pick<Orders, 'registerKind'>): SyncOrders {
  const repository = createSyncOrderRepository(db);
  const handlers = new Map<string, SyncOrderKindHandler>();

  function mustGet(orderId: number): OrderRow {
    const order = repository.get(orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  return {
    create(order) {
      if (!Number.isSafeInteger(order.amount) || order.amount <= 0) throw new Error(`an order needs a positive amount in kopecks, got ${order.amount}`);
      return repository.insert(order, now());
    },

    ofContragent(orderId, contragentId) {
      const order = repository.get(orderId);
      return order?.contragent_id === contragentId ? order : undefined;
    },

    registerKind(kind, handler) {
      if (handlers.has(kind)) throw new Error(`order kind '${kind}' is registered twice`);
      handlers.set(kind, handler);
      registry?.registerKind(kind, {
        onPaid: (order) => {
          handler.onPaid(order);
          return Promise.resolve();
        },
      });
    },

    assertPayable(orderId, contragentId, amount) {
      const order = repository.get(orderId);
      if (order?.contragent_id !== contragentId) throw orderNotFound();
      if (order.status === 'paid') throw new ApiError(409, 'ORDER_ALREADY_PAID', ORDER_MESSAGES.alreadyPaid);
      if (order.status === 'cancelled') throw new ApiError(409, 'ORDER_CANCELLED', ORDER_MESSAGES.cancelled);
      if (order.amount !== amount) throw new ApiError(400, 'ORDER_AMOUNT_MISMATCH', ORDER_MESSAGES.amountMismatch);
    },

    openPaymentId: (orderId) => repository.openPaymentId(orderId),

    paid(orderId, paymentId) {
      if (!repository.markPaid(orderId, paymentId, now())) return;
      const order = mustGet(orderId);
      handlers.get(order.kind)?.onPaid(order);
    },

    cancelUnpaid: (orderId) => repository.cancelUnpaid(orderId, now()),

    refund(orderId, amount, reason, options = {}) {
      const order = mustGet(orderId);
      if (order.status !== 'paid') throw new ApiError(409, 'ORDER_NOT_PAID', ORDER_MESSAGES.notPaid);
      if (!Number.isSafeInteger(amount) || amount < 0 || order.refunded + amount > order.amount) {
        throw new ApiError(400, 'REFUND_TOO_LARGE', ORDER_MESSAGES.refundTooLarge);
      }
      // A savepoint, not BEGIN: the caller may be inside its own transaction (its rows change too).
      db.exec('SAVEPOINT order_refund');
      try {
        if (amount > 0) repository.insertRefund(orderId, amount, reason, now());
        if (options.cancel) repository.cancelPaid(orderId, now());
        db.exec('RELEASE order_refund');
      } catch (error) {
        db.exec('ROLLBACK TO order_refund');
        db.exec('RELEASE order_refund');
        throw error;
      }
      return mustGet(orderId);
    },
  };
}
