import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../errors/http-errors.ts';

export const CLOSING_MESSAGE = 'Сервис перезапускается. Повторите запрос через несколько секунд';

/**
 * While the server closes, a request that still reaches it (pipelined, or on a keep-alive
 * connection) gets 503 with the API's body and headers and a closed connection, so the portal's
 * proxy takes it to another instance. Replaces Fastify's `return503OnClosing`, whose answer is
 * English and carries no security headers.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing)
      return reply.code(503).header('connection', 'close').send(apiErrorBody('SERVICE_UNAVAILABLE', CLOSING_MESSAGE));
  });
}
