import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { insuranceRoutes } from './insurance-routes.ts';
import { createInsuranceService } from './insurance-service.ts';
import type { InsuranceService } from './insurance-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    insurance: InsuranceService;
  }
}

/** The insurer partner's marketplace on its own base, paid through orders of kind 'insurance-policy'. */
export const insurance: Domain = {
  services: fp(
    async (app) => {
      app.decorate('insurance', createInsuranceService(app.store, app.orders, app.objects, app.serverOptions.now));
    },
    { name: 'insurance', dependencies: ['auth', 'residents', 'objects', 'orders'] },
  ),
  // The marketplace checks its own token (marketplace-auth.ts), not the resident context's.
  async openRoutes(app) {
    await app.register(insuranceRoutes, {
      prefix: '/api/marketplace/v1',
      tokens: app.tokens,
      residents: app.residents,
      insurance: app.insurance,
      now: app.serverOptions.now,
    });
  },
};
