import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { createOrders } from './orders.ts';
import type { Orders } from './orders.ts';
import { createRefundRecords } from './refund-records.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What a resident pays for besides the bill (a pickup, a rental, a state duty, a policy). Each
     * domain registers its order kind when its services are created, before any payment settles.
     */
    orders: Orders;
  }
}

/** Orders and their refunds. */
export const orders: Domain = {
  services: fp(
    async (app) => {
      const records = createRefundRecords({ store: app.store, receipts: app.fiscal.receipts, outbox: app.outbox });
      app.decorate('orders', createOrders(app.store, app.serverOptions.now, records, { log: app.log }));
    },
    { name: 'orders', dependencies: ['fiscal', 'outbox'] },
  ),
};
