import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { accountRoutes } from './account-routes.ts';
import { createPopupRepository } from './popup-repository.ts';
import type { PopupRepository } from './popup-repository.ts';
import { residentRoutes } from './resident-routes.ts';
import { createResidentRepository } from './resident-repository.ts';
import type { ResidentRepository } from './resident-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Residents and their accounts: sign-in, request.account's ownership check, most domains. */
    residents: ResidentRepository;
    popups: PopupRepository;
  }
}

/** Residents: the user and account routes; the repository every other domain asks about accounts. */
export const residents: Domain = {
  services: fp(
    async (app) => {
      app.decorate('residents', createResidentRepository(app.store));
      app.decorate('popups', createPopupRepository(app.store));
    },
    { name: 'residents' },
  ),
  async residentRoutes(scope) {
    await scope.register(residentRoutes, { ...RESIDENT_PREFIX, residents: scope.residents });
  },
  async accountRoutes(scope) {
    await scope.register(accountRoutes, { ...RESIDENT_PREFIX, popups: scope.popups, now: scope.serverOptions.now });
  },
};
