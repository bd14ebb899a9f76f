// Test helpers for the portal server's suites: a raw TCP client (what a hostile client sends is
// not what fetch lets one send), a parsed raw answer, and a throw-away build folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything received, as text. */
  text: string;
}

export function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split === -1 ? undefined : split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: split === -1 ? '' : text.slice(split + 4), text };
}

/** A TCP connection to the server of `url`, from `localAddress` if given. */
export async function openSocket(url: string, localAddress?: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  return socket;
}

/** Everything the server sends on this socket until it closes it. */
export async function readUntilClosed(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  if (!socket.closed) await once(socket, 'close');
  return Buffer.concat(chunks).toString();
}

/** Sends `request` as it is and returns the answer, read until the server closes the connection. */
export async function rawRequest(url: string, request: string | Buffer): Promise<RawAnswer> {
  const socket = await openSocket(url);
  const answer = readUntilClosed(socket);
  socket.write(request);
  return parseAnswer(await answer);
}

/** The first `bytes` bytes (at least) the server sends, without waiting for it to close. */
export async function readAtLeast(socket: Socket, bytes: number): Promise<string> {
  let received = Buffer.alloc(0);
  while (received.length < bytes) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    received = Buffer.concat([received, chunk]);
  }
  return received.toString();
}

/** A minimal build folder (index.html and one asset); remove() deletes it. */
export function tempDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The browser-facing headers every answer carries (security-headers.ts). */
export function hasSecurityHeaders(headers: Record<string, string | string[] | number | undefined>): boolean {
  return (
    String(headers['content-security-policy'] ?? '').includes("default-src 'self'") &&
    headers['x-content-type-options'] === 'nosniff' &&
    headers['x-frame-options'] === 'SAMEORIGIN'
  );
}

/** Nothing of a library's or the server's internals in an answer. */
export const INTERNALS = /UND_ERR|ECONN|EPIPE|FST_ERR|ERR_|127\.0\.0\.1|stack|at \w+ \(/;
