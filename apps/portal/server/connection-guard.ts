// Connection-level defences of the portal's server that Node's own options do not cover:
// - a cap on open connections per client address (nginx's limit_conn): one machine cannot hold
//   every socket the server can keep;
// - a minimum data rate for request bodies (Apache's mod_reqtimeout: a deadline of a grace period
//   plus one second per `minBytesPerSecond` received): a body trickling a byte every few seconds
//   is cut off long before Node's requestTimeout, while a real upload on a slow line goes on.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { answerAndClose } from './raw-answer.ts';

export interface ConnectionGuardOptions {
  connectionsPerAddress: number;
  bodyGraceMs: number;
  bodyMinBytesPerSecond: number;
  /** The raw answers for a refused connection and for a body that came too slowly. */
  tooManyConnections: Buffer;
  tooSlow: Buffer;
  /**
   * A proxy in front (PORTAL_TRUSTED_PROXY) holds the connections of every resident: not capped
   * here (its own limit_conn caps each resident), or the 129th resident would be refused.
   */
  uncapped?: (address: string) => boolean;
}

/**
 * Connections refused over the cap. Node's HTTP parser is attached to a connection before any
 * listener of ours sees it, so a request already on its way is still parsed and handed on: the
 * server must drop it, not serve it (refusedConnection in the request and upgrade handlers).
 */
const refused = new WeakSet<object>();

export function refusedConnection(socket: object): boolean {
  return refused.has(socket);
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address it maps. */
export function clientAddress(socket: Pick<Socket, 'remoteAddress'>): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function guardConnections(server: Server, options: ConnectionGuardOptions) {
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = clientAddress(socket);
    if (options.uncapped?.(address)) return;
    const open = perAddress.get(address) ?? 0;
    if (open >= options.connectionsPerAddress) {
      refused.add(socket);
      answerAndClose(socket, options.tooManyConnections);
      return;
    }
    perAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  // Bodies being received: the socket's byte count when the request started. One timer checks all
  // of them each second; the socket's own counter needs no listener on the body stream (which
  // would start it flowing before the parser that reads it is attached).
  const receiving = new Map<
    IncomingMessage,
    { socket: Socket; response: ServerResponse; started: number; bytesAtStart: number }
  >();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const socket = request.socket;
    receiving.set(request, { socket, response, started: Date.now(), bytesAtStart: socket.bytesRead });
    const done = () => receiving.delete(request);
    request.once('end', done);
    request.once('close', done);
  });
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [request, { socket, response, started, bytesAtStart }] of receiving) {
        const received = socket.bytesRead - bytesAtStart;
        const deadline = started + options.bodyGraceMs + (received / options.bodyMinBytesPerSecond) * 1000;
        if (now <= deadline || request.complete) continue;
        receiving.delete(request);
        if (response.headersSent) socket.destroy();
        else answerAndClose(socket, options.tooSlow);
      }
    },
    Math.min(1_000, options.bodyGraceMs),
  );
  timer.unref();
  server.once('close', () => clearInterval(timer));
  return {
    /** Open connections of this address (tests and the bench read it). */
    openFrom: (address: string) => perAddress.get(address) ?? 0,
  };
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
