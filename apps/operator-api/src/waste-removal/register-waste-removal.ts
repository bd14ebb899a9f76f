import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from '../server/domain.ts';
import { wasteAdminRoutes } from './waste-admin-routes.ts';
import { wasteRoutes } from './waste-routes.ts';
import { createWasteRemovalService } from './waste-service.ts';
import type { WasteRemovalService } from './waste-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    waste: WasteRemovalService;
  }
}

/** Waste pickups: slots, prices, the resident's orders and the operator's schedule. */
export const wasteRemoval: Domain = {
  services: fp(
    async (app) => {
      const options = app.serverOptions;
      app.decorate(
        'waste',
        createWasteRemovalService({
          store: app.store,
          orders: app.orders,
          objects: app.objects,
          hub: app.communication.hub,
          now: options.now,
          // An unpaid pickup holds its window as long as its payment may stay open on the acquirer's page.
          holdMs: options.paymentTtlSeconds * 1000,
          // Expiring asks the acquirer first (what it charged settles instead). The payments domain
          // is registered after this one (its settlements need this order kind): read when called.
          expirePayments: () => app.payments.expireDue(),
          onAnnounceError: (error) => app.log.error({ err: error }, 'announcing a paid waste pickup failed'),
        }),
      );
    },
    { name: 'waste-removal', dependencies: ['residents', 'objects', 'orders', 'communication'] },
  ),
  async residentRoutes(scope) {
    await scope.register(wasteRoutes, { ...RESIDENT_PREFIX, residents: scope.residents, waste: scope.waste });
  },
  async adminRoutes(scope) {
    await scope.register(wasteAdminRoutes, { ...ADMIN_PREFIX, waste: scope.waste });
  },
};
