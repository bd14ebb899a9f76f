import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { containerRentalRoutes } from './container-rental-routes.ts';
import { createContainerRentalService } from './container-rental-service.ts';
import type { ContainerRentalService } from './container-rental-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rentals: ContainerRentalService;
  }
}

/** Container rental: quotes, rentals, extensions and returns, paid through orders. */
export const containerRental: Domain = {
  services: fp(
    async (app) => {
      app.decorate('rentals', createContainerRentalService(app.store, app.orders, app.serverOptions.now));
    },
    { name: 'container-rental', dependencies: ['orders'] },
  ),
  async accountRoutes(scope) {
    await scope.register(containerRentalRoutes, { ...RESIDENT_PREFIX, rentals: scope.rentals });
  },
};
