import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { rawAnswer } from './framework-answers.ts';

/** The one route that takes a protocol upgrade: the websocket dispatch (communication/dispatch-routes.ts under /api). */
export const WEBSOCKET_PATH = '/api/ws';

export const UPGRADE_MESSAGES = {
  notHere: 'Этот адрес не поддерживает соединение WebSocket',
  badHandshake: 'Некорректный запрос на соединение WebSocket',
} as const;

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** What `ws` would refuse with its own bare English 400 (RFC 6455 §4.2.1): refused here in the API's shape instead. */
function isWebSocketHandshake(request: IncomingMessage): boolean {
  const key = request.headers['sec-websocket-key'];
  const version = request.headers['sec-websocket-version'];
  return (
    request.method === 'GET' &&
    request.headers.upgrade?.toLowerCase() === 'websocket' &&
    typeof key === 'string' &&
    /^[+/0-9A-Za-z]{22}==$/.test(key) &&
    ['13', '8'].includes(String(version))
  );
}

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]?.replace(/(.)\/$/, '$1');

/**
 * Node hands every request with `Connection: Upgrade` to the server's 'upgrade' listeners, which
 * @fastify/websocket routes through Fastify like any request: on a route other than the websocket
 * one the answer was written and the raw socket left open, so a flood of upgrades on /api/health
 * held every connection the server allows. Here only a websocket handshake on WEBSOCKET_PATH
 * reaches those listeners; any other upgrade gets a 400 in the API's shape and its socket is
 * destroyed at once, before any routing or hook runs. Install once every plugin is registered
 * (the listeners are read then).
 */
export function gateUpgrades(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const server = app.server;
    const listeners = server.listeners('upgrade') as UpgradeListener[];
    server.removeAllListeners('upgrade');
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (pathOf(request.url) === WEBSOCKET_PATH && isWebSocketHandshake(request)) {
        for (const listener of listeners) listener.call(server, request, socket, head);
        return;
      }
      const message = pathOf(request.url) === WEBSOCKET_PATH ? UPGRADE_MESSAGES.badHandshake : UPGRADE_MESSAGES.notHere;
      // Node removed its own error listener before the event: a peer resetting now must not throw.
      socket.on('error', () => socket.destroy());
      if (socket.writable) socket.write(rawAnswer({ status: 400, code: 'UPGRADE_REFUSED', message }));
      socket.destroy();
    });
  });
}
