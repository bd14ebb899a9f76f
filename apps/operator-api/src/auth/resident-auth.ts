import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors/http-errors.ts';
import { readBearerToken } from './bearer.ts';
import type { TokenService } from './token-service.ts';

// Set by the bearer hook of protected routes; a WeakMap keeps it private to this module and typed.
const residents = new WeakMap<FastifyRequest, number>();

/** An onRequest hook: a live access token or 401, before the body is even parsed. */
export function createBearerHook(tokens: TokenService) {
  return async function requireBearer(request: FastifyRequest): Promise<void> {
    const token = readBearerToken(request.headers.authorization);
    const userId = token ? await tokens.authenticate(token) : undefined;
    if (userId === undefined) throw unauthorized();
    residents.set(request, userId);
  };
}

/** The signed-in resident of a request that passed the bearer hook. */
export function residentOf(request: FastifyRequest): number {
  const userId = residents.get(request);
  if (userId === undefined) throw unauthorized();
  return userId;
}
