import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { registrationRoutes } from './registration-routes.ts';
import { createRegistrationService } from './registration-service.ts';
import type { RegistrationService } from './registration-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registration: RegistrationService;
  }
}

/** Registration and password recovery, before anyone signs in. */
export const registration: Domain = {
  services: fp(
    async (app) => {
      const options = app.serverOptions;
      app.decorate(
        'registration',
        createRegistrationService({
          store: app.store,
          altcha: app.altcha,
          tokens: app.tokens,
          outbox: app.outbox,
          operatorName: app.brand.company.name,
          portalUrl: options.portalUrl,
          confirmationTtlMs: options.confirmationTtlSeconds * 1000,
          resetTtlMs: options.resetTtlSeconds * 1000,
          now: options.now,
        }),
      );
    },
    { name: 'registration', dependencies: ['auth', 'outbox'] },
  ),
  async clientRoutes(scope) {
    await scope.register(registrationRoutes, {
      ...RESIDENT_PREFIX,
      registration: scope.registration,
      operatorName: scope.brand.company.name,
      mailRateLimit: scope.serverOptions.tokenRateLimit,
    });
  },
};
