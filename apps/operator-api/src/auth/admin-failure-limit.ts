import type { FastifyInstance } from 'fastify';
import { RateLimitExceeded } from '../errors/http-errors.ts';
import { isOperatorToken } from './admin-auth.ts';

export const ADMIN_PREFIX = '/api/admin/';

/**
 * Wrong operator credentials under /api/admin/ are limited per address: `max` failures per
 * window, then 429 until it ends, whatever token comes next. Requests with the right token are
 * never counted (the rate limiter's allow list), so the operator's own tools are not slowed.
 */
export function registerAdminFailureLimit(
  app: FastifyInstance,
  adminToken: string | undefined,
  limit: { max: number; windowSeconds: number },
): void {
  const isOperator = isOperatorToken(adminToken);
  const failures = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => `admin-failures:${request.ip}`,
    allowList: (request) => isOperator(request.headers.authorization),
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(ADMIN_PREFIX)) return;
    const counted = await failures(request);
    if (!counted.isAllowed && counted.isExceeded) throw new RateLimitExceeded(Math.max(1, counted.ttlInSeconds));
  });
}
