import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../errors/http-errors.ts';

export interface ClientContextOptions {
  /** Whether an Authorization header carries the portal's basic client credential. */
  isClientAuthorized: (authorization: string | undefined) => boolean;
  /** Registers the route modules that answer the portal without a signed-in resident. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * The routes the portal calls before anyone signs in (registration, recovery, the public /pay
 * page) in one encapsulated context: the client credential is checked once, by one onRequest hook.
 */
export async function clientContext(
  scope: FastifyInstance,
  { isClientAuthorized, routes }: ClientContextOptions,
): Promise<void> {
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isClientAuthorized(request.headers.authorization))
      throw new ApiError(401, 'INVALID_CLIENT', MESSAGES.invalidClient);
  });
  await routes(scope);
}
