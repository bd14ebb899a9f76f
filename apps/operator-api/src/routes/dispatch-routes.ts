import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { DISPATCH_CLOSE_CODES } from '@resident/contract';
import { readWebSocketToken, selectSubprotocol } from '../auth/ws-token.ts';
import type { DispatchSocket } from '../communication/dispatch-hub.ts';
import type { CommunicationContext } from './communication-context.ts';
import { apiErrorBody, MESSAGES } from '../errors/http-errors.ts';

export interface DispatchRouteOptions {
  context: CommunicationContext;
  /** How often sockets are checked against their session and pinged. */
  sessionCheckMs: number;
}

/** What the handler uses of ws's WebSocket (ws ships no types of its own). */
interface ServerSocket extends DispatchSocket {
  readonly readyState: number;
  on(event: 'close', listener: () => void): void;
}

const OPEN = 1;

/**
 * GET /api/ws: the websocket dispatch. Authenticated by the access token offered as the
 * subprotocols `bearer, <token>` (browsers cannot set headers on a websocket) or an Authorization
 * header; a missing, dead or revoked token closes the socket with 4401. Once accepted the server
 * sends {type:'ready'} and then pushes that resident's events (contract DispatchEvent). The socket
 * lives as long as the login session (token family), not the 5-minute access token.
 */
export async function dispatchRoutes(app: FastifyInstance, options: DispatchRouteOptions): Promise<void> {
  const { tokens, hub } = options.context;
  // Clients only listen; a few KiB is plenty for anything they might send.
  await app.register(websocket, {
    options: { maxPayload: 4096, handleProtocols: selectSubprotocol },
    // Shutting down must not wait for each peer's closing handshake (a proxy in between may never
    // answer it): the clients reconnect with backoff anyway.
    preClose(done) {
      for (const client of app.websocketServer.clients) client.terminate();
      app.websocketServer.close(() => done());
    },
  });

  const timer = setInterval(() => {
    hub.sweep().catch((error: unknown) => app.log.error({ err: error }, 'checking the dispatch sessions failed'));
  }, options.sessionCheckMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // A plain GET (no upgrade) gets the API's 404 body rather than the plugin's empty one.
  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    handler: (_request, reply) => reply.code(404).send(apiErrorBody('NOT_FOUND', MESSAGES.routeNotFound)),
    wsHandler: async (socket: ServerSocket, request) => {
      const token = readWebSocketToken(request.headers);
      const session = token === undefined ? undefined : await tokens.session(token);
      if (!session) {
        socket.close(DISPATCH_CLOSE_CODES.unauthorized, 'Unauthorized');
        return;
      }
      // Gone while its session was looked up: registering it now would leave it in the hub for good.
      if (socket.readyState !== OPEN) return;
      const remove = hub.add(session.userId, { socket, isLive: () => tokens.isFamilyLive(session.familyId) });
      socket.on('close', remove);
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
