import type { FastifyInstance } from 'fastify';
import { adminContext } from '../http/admin-context.ts';
import { clientContext } from '../http/client-context.ts';
import { accountContext, residentContext } from '../http/resident-context.ts';
import type { Domain } from './domain.ts';

/**
 * Registers the domains in the order listed: first every domain's services (decorators on the
 * root, so later domains read earlier ones from the instance), then each domain's routes in the
 * context they belong to. The contexts are built once here, so a domain adds a resident route in
 * its own register file and nowhere else. Needs the auth and residents domains' decorators
 * (`app.tokens`, `app.residents`, `app.isClientAuthorized`) and `app.serverOptions`.
 */
export async function registerDomains(app: FastifyInstance, domains: readonly Domain[]): Promise<void> {
  for (const domain of domains) {
    if (domain.services) await app.register(domain.services);
  }
  for (const domain of domains) await domain.openRoutes?.(app);
  // Every resident (bearer) route in one context, the token checked by one hook; the routes about
  // one account (`:contragentId`) get it checked once as request.account.
  await app.register(residentContext, {
    tokens: app.tokens,
    async routes(resident) {
      for (const domain of domains) await domain.residentRoutes?.(resident);
      await resident.register(accountContext, {
        residents: app.residents,
        async routes(account) {
          for (const domain of domains) await domain.accountRoutes?.(account);
        },
      });
    },
  });
  // Before anyone signs in (registration, recovery, the public /pay page): the portal's client credential, checked once.
  await app.register(clientContext, {
    isClientAuthorized: app.isClientAuthorized,
    async routes(client) {
      for (const domain of domains) await domain.clientRoutes?.(client);
    },
  });
  // The operator's back office: one context, the operator token checked by one hook.
  await app.register(adminContext, {
    adminToken: app.serverOptions.adminToken,
    async routes(operator) {
      for (const domain of domains) await domain.adminRoutes?.(operator);
    },
  });
}
