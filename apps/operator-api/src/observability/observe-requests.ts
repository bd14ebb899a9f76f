import type { FastifyInstance } from 'fastify';
import type { ApiMetrics } from './metrics.ts';

/**
 * Per request: the X-Request-Id header on the answer, one JSON log line when it is answered (at
 * info, with the id pino binds as reqId, the route pattern and the path without its query, which
 * may carry tokens) and the request metrics.
 */
export function observeRequests(app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.observeRequest(request.method, route, reply.statusCode, seconds);
    request.log.info(
      {
        method: request.method,
        route,
        path: request.url.split('?', 1)[0],
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
