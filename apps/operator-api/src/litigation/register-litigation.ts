import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from '../server/domain.ts';
import { litigationAdminRoutes } from './litigation-admin-routes.ts';
import { litigationRoutes } from './litigation-routes.ts';
import { createLitigationService } from './litigation-service.ts';
import type { LitigationService } from './litigation-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    litigation: LitigationService;
  }
}

/** Court cases about an account's debt: the resident's view, the state duty's order, the operator's filing. */
export const litigation: Domain = {
  services: fp(
    async (app) => {
      app.decorate(
        'litigation',
        createLitigationService(app.store, app.orders, app.serverOptions.now, app.brand.timeZone),
      );
    },
    { name: 'litigation', dependencies: ['orders'] },
  ),
  async accountRoutes(scope) {
    await scope.register(litigationRoutes, {
      ...RESIDENT_PREFIX,
      litigation: scope.litigation,
      operatorName: scope.brand.company.name,
      timeZone: scope.brand.timeZone,
    });
  },
  async adminRoutes(scope) {
    await scope.register(litigationAdminRoutes, { ...ADMIN_PREFIX, litigation: scope.litigation });
  },
};
