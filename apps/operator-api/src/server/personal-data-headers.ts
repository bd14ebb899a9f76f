import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the API: `X-Content-Type-Options: nosniff`, so no browser ever renders a body as
 * something other than its declared type; and every answer to a request that carries credentials
 * (bearer, basic, operator token) is `Cache-Control: no-store` unless the route chose its own
 * (downloads say `private, no-store`): personal data stays out of every cache, shared or not.
 * Public answers (brand assets, the OpenAPI document) keep their own caching.
 */
export function registerPersonalDataHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
