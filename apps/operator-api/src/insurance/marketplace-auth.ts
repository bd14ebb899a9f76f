import type { DatabaseSync } from 'node:sqlite';
import type { FastifyRequest } from 'fastify';
import { readBearerToken } from '../auth/bearer.ts';
import { hashToken } from '../auth/token-service.ts';
import { typed } from '../db/rows.ts';
import { unauthorized } from '../errors/http-errors.ts';

const marketplaceUsers = new WeakMap<FastifyRequest, number>();

/**
 * The marketplace base is the insurer partner's: it takes the marketplace token the oauth token
 * response carries (audience 'marketplace', issued to users with marketplace access, rotated with
 * the session) — not the v3 access token.
 */
export function createMarketplaceHook(db: DatabaseSync, now: () => number) {
  const lookup = typed<{ user_id: number }, [Buffer, number]>(
    db.prepare(`SELECT f.user_id FROM access_tokens a JOIN token_families f ON f.id = a.family_id
      WHERE a.token_hash = ? AND a.audience = 'marketplace' AND a.expires_at > ? AND f.revoked_at IS NULL`),
  );
  return async function requireMarketplaceToken(request: FastifyRequest): Promise<void> {
    const token = readBearerToken(request.headers.authorization);
    const userId = token ? lookup.get(hashToken(token), now())?.user_id : undefined;
    if (userId === undefined) throw unauthorized();
    marketplaceUsers.set(request, userId);
  };
}

export function marketplaceUserOf(request: FastifyRequest): number {
  const userId = marketplaceUsers.get(request);
  if (userId === undefined) throw unauthorized();
  return userId;
}
