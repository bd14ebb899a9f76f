import type { FastifyInstance } from 'fastify';
import { createAdminHook } from '../auth/admin-auth.ts';

export interface AdminContextOptions {
  /** The operator token; without one nobody gets in. */
  adminToken: string | undefined;
  /** Registers the back-office route modules on the encapsulated scope. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * The operator's back office (/api/admin/) in one encapsulated context: the operator token is
 * checked once, by one onRequest hook, for every route registered inside; a resident's access
 * token is never accepted there.
 */
export async function adminContext(scope: FastifyInstance, { adminToken, routes }: AdminContextOptions): Promise<void> {
  scope.addHook('onRequest', createAdminHook(adminToken));
  await routes(scope);
}
