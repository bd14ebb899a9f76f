import type { FastifyRequest } from 'fastify';
import { readBearerToken } from '../auth/bearer.ts';
import type { TokenService } from '../auth/token-service.ts';
import { unauthorized } from '../errors/http-errors.ts';

const marketplaceUsers = new WeakMap<FastifyRequest, number>();

/**
 * The marketplace base is the insurer partner's: it takes the marketplace token the oauth token
 * response carries (audience 'marketplace', issued to users with marketplace access, rotated with
 * the session) — not the v3 access token.
 */
export function createMarketplaceHook(tokens: TokenService) {
  return async function requireMarketplaceToken(request: FastifyRequest): Promise<void> {
    const token = readBearerToken(request.headers.authorization);
    const userId = token ? await tokens.authenticateMarketplace(token) : undefined;
    if (userId === undefined) throw unauthorized();
    marketplaceUsers.set(request, userId);
  };
}

export function marketplaceUserOf(request: FastifyRequest): number {
  const userId = marketplaceUsers.get(request);
  if (userId === undefined) throw unauthorized();
  return userId;
}
