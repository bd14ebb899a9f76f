import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { createPrizeRepository } from './prize-repository.ts';
import { prizeRoutes } from './prize-routes.ts';

/** Promotions: prizes for accounts without debt. */
export const prizes: Domain = {
  services: fp(async () => {}, { name: 'prizes', dependencies: ['billing'] }),
  async accountRoutes(scope) {
    // Promotions count the same debt as billing's summary and the public /pay page.
    await scope.register(prizeRoutes, {
      ...RESIDENT_PREFIX,
      prizes: createPrizeRepository(scope.store),
      debtOf: scope.billing.debtOf,
      now: scope.serverOptions.now,
    });
  },
};
