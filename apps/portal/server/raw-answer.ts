// Answers written straight onto a socket, where no Fastify reply exists: a refused upgrade, a
// connection over its address's cap, a request Node's HTTP parser rejected. Each is a complete
// HTTP/1.1 response with a spec §8 body and the security headers of every other answer, and closes
// the connection.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** The spec §8 error body: the portal shows `message` as it is. */
export type ErrorBody = { message: string; details?: string };

export function rawAnswer(status: number, body: ErrorBody, securityHeaders: Record<string, string>): Buffer {
  const payload = Buffer.from(JSON.stringify(body));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    `content-length: ${payload.length}`,
    'connection: close',
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

/** How long a refused client gets to take its answer before its socket is destroyed. */
const LINGER_MS = 2_000;

/**
 * Writes the answer and closes the socket; a client that does not read it (its window full, or
 * gone) is cut off after a short linger instead of keeping the socket.
 */
export function answerAndClose(socket: Duplex, answer: Buffer): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.on('error', () => socket.destroy());
  socket.end(answer);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
