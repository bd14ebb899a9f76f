import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { createEmailChanges } from './email-change.ts';
import type { EmailChanges } from './email-change.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { createProfileRepository } from './profile-repository.ts';
import { profileRoutes } from './profile-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    emailChanges: EmailChanges;
  }
}

/** The resident's profile: contacts, password, sessions, linked accounts, the email change. */
export const profile: Domain = {
  services: fp(
    async (app) => {
      app.decorate(
        'emailChanges',
        createEmailChanges(app.store, app.outbox, app.serverOptions.portalUrl, app.serverOptions.now),
      );
    },
    { name: 'profile', dependencies: ['auth', 'outbox', 'billing'] },
  ),
  // The link in the confirmation mail works with either credential (signed in or not): its own check.
  async openRoutes(app) {
    await app.register(emailChangeRoutes, {
      prefix: '/api/v3',
      emailChanges: app.emailChanges,
      tokens: app.tokens,
      isClientAuthorized: app.isClientAuthorized,
    });
  },
  async residentRoutes(scope) {
    await scope.register(profileRoutes, {
      ...RESIDENT_PREFIX,
      tokens: scope.tokens,
      profiles: createProfileRepository(scope.store),
      emailChanges: scope.emailChanges,
      receiptAmounts: scope.billingFigures.receiptAmounts,
      outbox: scope.outbox,
      brand: { operatorName: scope.brand.company.name, supportPhone: scope.brand.contacts?.supportPhone },
      now: scope.serverOptions.now,
    });
  },
};
