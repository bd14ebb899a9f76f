// Websockets through the portal's server. Only GET /api/ws (the API's dispatch) is proxied; any
// other upgrade gets a plain 400 and its connection closes, so no path can be turned into a socket
// that nobody ends. On /api/ws the client hears 101 only after the instance has switched protocols
// (until then it may still refuse, e.g. 401 without a token); from then on the two sockets live
// and die together: either side closing, ending or failing destroys both.
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { refusedConnection } from './connection-guard.ts';
import { ANSWERS, isConnectionFailure, type ErrorAnswer } from './error-answers.ts';
import { clientOf, type TrustedPeer } from './client-of.ts';
import { forwardedFrom } from './forwarded-from.ts';
import { answerAndClose, rawAnswer, type ErrorBody } from './raw-answer.ts';
import type { UpstreamSet } from './upstreams.ts';

export const WEBSOCKET_PATH = '/api/ws';

export interface WebSocketProxyOptions {
  upstreams: UpstreamSet;
  securityHeaders: Record<string, string>;
  handshakeTimeoutMs: number;
  /** Told of every websocket opened (+1) and closed (-1): the websocket_connections metric. */
  onCount?: (delta: 1 | -1) => void;
  /** The proxy in front whose X-Forwarded-For names the resident (client-of.ts); default: nobody. */
  isTrusted?: TrustedPeer;
}

/**
 * A close frame from the server (unmasked): 1001, going away. The browser then reconnects, through
 * another copy of this server. Written only once the instance's side no longer feeds the socket.
 */
const GOING_AWAY_FRAME = Buffer.from([0x88, 0x02, 0x03, 0xe9]);
/** How long a stopping server waits for a client to take its close frame before cutting it. */
const GOING_AWAY_GRACE_MS = 1_000;

/** Headers of the client's handshake that are not passed on as they are. */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'upgrade',
  'keep-alive',
  'proxy-connection',
  'te',
  'transfer-encoding',
]);

export function proxyWebSockets(server: Server, options: WebSocketProxyOptions) {
  const open = new Set<Duplex>();
  /** Open websockets: the client's socket and the instance's. */
  const pairs = new Set<{ client: Duplex; upstream: Duplex }>();
  let stopping = false;
  const refuse = (socket: Duplex, { status, body }: ErrorAnswer) =>
    answerAndClose(socket, rawAnswer(status, body, options.securityHeaders));

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    // Refused over its address's cap: it has had its answer.
    if (refusedConnection(socket)) return socket.destroy();
    if (stopping) return refuse(socket, ANSWERS.stopping);
    const pathname = (request.url ?? '').split('?', 1)[0];
    if (pathname !== WEBSOCKET_PATH) return refuse(socket, ANSWERS.notWebSocket);
    if (request.method !== 'GET' || String(request.headers.upgrade).toLowerCase() !== 'websocket')
      return refuse(socket, ANSWERS.badRequest);
    const upstream = options.upstreams.pick();
    if (!upstream) return refuse(socket, ANSWERS.unavailable);

    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
    }
    const outgoing = httpRequest(`${upstream.origin}${request.url}`, {
      method: 'GET',
      agent: false,
      headers: {
        ...forwardedFrom(clientOf(request, options.isTrusted ?? (() => false)), forwardWebSocketToken(headers)),
        connection: 'Upgrade',
        upgrade: 'websocket',
      },
      timeout: options.handshakeTimeoutMs,
    });
    let settled = false;
    // The client hung up during the handshake: the instance's half goes too.
    const onClientGone = () => {
      if (!settled) outgoing.destroy();
    };
    socket.once('close', onClientGone);

    outgoing.once('upgrade', (answer: IncomingMessage, upstreamSocket: Duplex, upstreamHead: Buffer) => {
      settled = true;
      socket.off('close', onClientGone);
      // Switched only after the stop began (closeAll has run): a websocket opened now would hold
      // the server's close open for as long as the page stays.
      if (socket.destroyed || stopping) {
        upstreamSocket.destroy();
        return refuse(socket, ANSWERS.stopping);
      }
      // Neither the handshake's timeout nor the server's idle one may end a quiet websocket.
      (upstreamSocket as Socket).setTimeout(0);
      (socket as Socket).setTimeout(0);
      const lines = [`HTTP/1.1 101 Switching Protocols`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstreamSocket.write(head);
      const both = [socket, upstreamSocket];
      const pair = { client: socket, upstream: upstreamSocket };
      pairs.add(pair);
      options.onCount?.(1);
      const end = () => {
        if (pairs.delete(pair)) options.onCount?.(-1);
        // Stopping: the client's socket is being closed politely (closeAll).
        if (stopping) return upstreamSocket.destroy();
        both.forEach((side) => side.destroy());
      };
      for (const side of both) {
        open.add(side);
        side.once('close', () => {
          open.delete(side);
          end();
        });
        side.once('end', end);
        side.on('error', end);
      }
      socket.pipe(upstreamSocket);
      upstreamSocket.pipe(socket);
    });
    // The instance refused the upgrade (no token, a wrong path): its status and §8 message.
    outgoing.once('response', (answer: IncomingMessage) => {
      settled = true;
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 16 * 1024) chunks.push(chunk);
      });
      answer.once('end', () =>
        refuse(socket, { status: answer.statusCode ?? 502, body: errorBodyOf(Buffer.concat(chunks)) }),
      );
      answer.once('error', () => refuse(socket, ANSWERS.unavailable));
    });
    outgoing.once('timeout', () =>
      outgoing.destroy(Object.assign(new Error('handshake timeout'), { code: 'ETIMEDOUT' })),
    );
    outgoing.on('error', (error: Error & { code?: string }) => {
      if (settled) return;
      settled = true;
      if (isConnectionFailure(error)) options.upstreams.eject(upstream);
      refuse(socket, error.code === 'ETIMEDOUT' ? ANSWERS.upstreamTimeout : ANSWERS.unavailable);
    });
    outgoing.end();
  });

  return {
    /** Sockets of open websockets, both sides (the tests count them). */
    get openSockets() {
      return open.size;
    },
    /** Ends every websocket: they are no longer the HTTP server's, so its close does not. */
    closeAll() {
      stopping = true;
      for (const pair of [...pairs]) {
        pair.upstream.unpipe(pair.client);
        pair.client.unpipe(pair.upstream);
        pair.upstream.destroy();
        pair.client.end(GOING_AWAY_FRAME);
        setTimeout(() => pair.client.destroy(), GOING_AWAY_GRACE_MS).unref();
      }
      for (const side of open) if (!side.writableEnded) side.destroy();
    },
  };
}

function errorBodyOf(payload: Buffer): ErrorBody {
  try {
    const { message, details } = JSON.parse(payload.toString()) as { message?: unknown; details?: unknown };
    if (typeof message === 'string') return typeof details === 'string' ? { details, message } : { message };
  } catch {
    // Not a §8 body: the generic message below.
  }
  return { message: 'Не удалось открыть соединение. Повторите попытку позже.' };
}

/**
 * A browser offers its access token as the websocket subprotocols ['bearer', token]; the API's
 * handshake takes it as the Authorization header, which clients that can set headers use.
 */
function forwardWebSocketToken(headers: Record<string, string | string[]>) {
  const offered = String(headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((part) => part.trim());
  return offered[0] === 'bearer' && offered[1] ? { ...headers, authorization: `Bearer ${offered[1]}` } : headers;
}
