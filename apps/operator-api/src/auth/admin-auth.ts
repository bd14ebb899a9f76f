import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from '../errors/http-errors.ts';
import { readBearerToken } from './bearer.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the operator token (constant-time comparison). */
export function isOperatorToken(adminToken: string | undefined): (authorization: string | undefined) => boolean {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  return (authorization) => {
    const token = readBearerToken(authorization);
    return expected !== undefined && token !== undefined && timingSafeEqual(digest(token), expected);
  };
}

/**
 * An onRequest hook for /api/admin/: `Authorization: Bearer <operator token>`, compared in constant
 * time. Without a configured token nobody gets in. A resident's access token is never accepted.
 */
export function createAdminHook(adminToken: string | undefined) {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  return async function requireOperator(request: FastifyRequest): Promise<void> {
    const token = readBearerToken(request.headers.authorization);
    if (!expected || !token || !timingSafeEqual(digest(token), expected)) {
      throw new ApiError(401, 'UNAUTHORIZED', MESSAGES.adminUnauthorized);
    }
  };
}
