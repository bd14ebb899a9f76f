import type { Orders } from './orders.ts';
import type { SyncOrders } from './sync-orders.ts';

/**
 * TRANSITIONAL (issue 19), goes when the payment service settles through the store's `Orders`
 * (payments): container rental and waste removal are on the store and register their kinds there,
 * while payments are still settled by the synchronous orders inside a synchronous SQLite
 * transaction. Each kind registered here is registered on both; a payment the synchronous orders
 * settle runs the store handler once that transaction has returned (committed), outside it. SQLite
 * only in practice: on PostgreSQL these kinds' orders are in the store while payments are not.
 */
export function bridgeKinds(storeOrders: Orders, syncOrders: SyncOrders, onError: (error: unknown) => void): Orders {
  return {
    ...storeOrders,
    registerKind(kind, handler) {
      storeOrders.registerKind(kind, handler);
      syncOrders.registerKind(kind, {
        onPaid(order) {
          handler.onPaid(order).catch(onError);
        },
      });
    },
  };
}
