import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Registers route modules on a scope (the root, or one of the contexts of src/http/). */
export type RegisterRoutes = (scope: FastifyInstance) => Promise<void>;

/**
 * One domain of the operator API, as its `register-<domain>.ts` exports it and register-api.ts
 * lists it. Every part is optional: a domain without routes only decorates, a domain without
 * services only adds routes.
 */
export interface Domain {
  /**
   * A `fastify-plugin` plugin named after the domain that decorates the root instance with the
   * domain's repositories and services (`app.billing`, `app.orders` …). Its `dependencies` name
   * the domains it reads from the instance; fastify-plugin refuses to start when one is missing
   * or listed after it.
   */
  services?: FastifyPluginAsync;
  /** Routes with a check of their own or none (health, OAuth, the acquirer's notifications …), on the root. */
  openRoutes?: RegisterRoutes;
  /** Inside the resident context (src/http/resident-context.ts): a signed-in resident, request.caller. */
  residentRoutes?: RegisterRoutes;
  /** Inside the account context: routes with `:contragentId`, request.account checked once. */
  accountRoutes?: RegisterRoutes;
  /** Inside the client-credential context (src/http/client-context.ts): before anyone signs in. */
  clientRoutes?: RegisterRoutes;
  /** Inside the operator's back office (src/http/admin-context.ts), under /api/admin. */
  adminRoutes?: RegisterRoutes;
}

/** The prefixes the contexts' routes are mounted under. */
export const RESIDENT_PREFIX = { prefix: '/api/v3' } as const;
export const ADMIN_PREFIX = { prefix: '/api/admin' } as const;
