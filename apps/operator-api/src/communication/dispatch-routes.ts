import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { DISPATCH_CLOSE_CODES } from '@resident/contract';
import { readWebSocketToken, selectSubprotocol } from '../auth/ws-token.ts';
import type { DispatchSocket } from './dispatch-hub.ts';
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
/** RFC 6455 §7.4.1: the server is going away. */
const GOING_AWAY = 1001;
/** How long a stop waits for the clients' closing handshakes. */
const CLOSE_HANDSHAKE_MS = 1_000;

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
    // Shutting down says so (1001, going away: the clients reconnect with backoff, to another
    // instance) and waits a moment for the closing handshakes, but not for a peer that never
    // answers (a proxy in between may not): those are cut.
    preClose(done) {
      const clients = [...app.websocketServer.clients];
      for (const client of clients) client.close(GOING_AWAY, 'Server restarting');
      const cut = setTimeout(() => {
        for (const client of clients) client.terminate();
      }, CLOSE_HANDSHAKE_MS);
      app.websocketServer.close(() => {
        clearTimeout(cut);
        done();
      });
      if (clients.length === 0) clearTimeout(cut);
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
      app.apiMetrics?.websocketOpened();
      socket.on('close', () => {
        remove();
        app.apiMetrics?.websocketClosed();
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
