// Upgrades through the portal's server: only /api/ws, 101 only after the instance switched, and
// the two sockets of a websocket end together.
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer } from './portal-server.ts';
import {
  hasSecurityHeaders,
  INTERNALS,
  openSocket,
  parseAnswer,
  rawRequest,
  readAtLeast,
  readUntilClosed,
  tempDist,
} from './testing/raw-http.ts';

const handshake = (path: string) =>
  [
    `GET ${path} HTTP/1.1`,
    'Host: portal',
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    '',
    '',
  ].join('\r\n');

/**
 * An operator API instance: plain requests answer 200 and are counted; an upgrade on /api/ws is
 * held until the test releases it (then 101), /api/ws?refuse answers 401 with a §8 body.
 */
async function startInstance() {
  const plain: string[] = [];
  const held: { socket: Duplex; release: () => void }[] = [];
  const upgraded: Duplex[] = [];
  const waiters: (() => void)[] = [];
  const app = Fastify();
  app.all('/*', async (request) => {
    // The portal's own health checks are not what the tests count.
    if (request.url !== '/api/health') plain.push(request.url);
    return { status: 'ok' };
  });
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    // As a websocket server does: the peer's end ends the socket (the HTTP server allows half-open).
    socket.on('end', () => socket.destroy());
    if (request.url?.includes('refuse')) {
      const body = JSON.stringify({ message: 'Требуется вход' });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    held.push({
      socket,
      release: () => {
        socket.write(
          `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
        );
        upgraded.push(socket);
      },
    });
    waiters.splice(0).forEach((wake) => wake());
  });
  app.addHook('preClose', async () =>
    [...held.map((entry) => entry.socket), ...upgraded].forEach((socket) => socket.destroy()),
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  /** Resolves when the instance holds `count` handshakes. */
  const holding = async (count: number) => {
    while (held.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { app, url, plain, held, holding };
}

let dist: ReturnType<typeof tempDist>;
let instance: Awaited<ReturnType<typeof startInstance>>;
let portal: FastifyInstance;
let portalUrl: string;

beforeAll(async () => {
  dist = tempDist();
  instance = await startInstance();
  portal = await buildPortalServer({ distDir: dist.dir, operatorApiUrl: instance.url, config: {}, prerender: false });
  portalUrl = await portal.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await portal.close();
  await instance.app.close();
  dist.remove();
});

describe('upgrades', () => {
  it('on any path but /api/ws: a plain 400 with a §8 body and the security headers, the connection closed, nothing upstream', async () => {
    instance.plain.length = 0;
    for (const path of ['/api/health', '/api/v3/main/user/', '/login', '/api/ws/../health', '/api/wsx']) {
      const answer = await rawRequest(portalUrl, handshake(path));
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toEqual({
        message: 'По этому адресу нельзя открыть websocket-соединение.',
      });
      expect(hasSecurityHeaders(answer.headers), path).toBe(true);
    }
    expect(instance.plain).toEqual([]);
    expect(instance.held).toHaveLength(0);
  });

  it('on /api/ws: 101 only once the instance has switched protocols', async () => {
    const socket = await openSocket(portalUrl);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.write(handshake('/api/ws'));
    await instance.holding(1);
    // The instance has the handshake and has not answered: neither has the portal.
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(received).toString()).toBe('');
    instance.held[0]!.release();
    const answer = parseAnswer(
      received.length > 0 ? Buffer.concat(received).toString() : await readAtLeast(socket, 12),
    );
    expect(answer.status).toBe(101);
    socket.destroy();
  });

  it('an instance refusing the upgrade: its status and message, never 101', async () => {
    const answer = await rawRequest(portalUrl, handshake('/api/ws?refuse=1'));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Требуется вход' });
    expect(hasSecurityHeaders(answer.headers)).toBe(true);
  });

  it('either side closing ends both sockets', async () => {
    for (const closing of ['client', 'instance'] as const) {
      const before = instance.held.length;
      const client = await openSocket(portalUrl);
      const clientClosed = once(client, 'close');
      client.write(handshake('/api/ws'));
      await instance.holding(before + 1);
      const { socket: upstream, release } = instance.held[before]!;
      const upstreamClosed = once(upstream, 'close');
      release();
      expect(parseAnswer(await readAtLeast(client, 12)).status).toBe(101);
      (closing === 'client' ? client : upstream).destroy();
      await Promise.all([clientClosed, upstreamClosed]);
      expect([client.destroyed, upstream.destroyed]).toEqual([true, true]);
    }
  });

  it('no instance reachable: 502 with a §8 body, no internals', async () => {
    const app = await buildPortalServer({
      distDir: dist.dir,
      operatorApiUrl: 'http://127.0.0.1:9',
      config: {},
      prerender: false,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const answer = await rawRequest(url, handshake('/api/ws'));
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Сервис временно недоступен. Повторите попытку позже.' });
      expect(answer.text).not.toMatch(INTERNALS);
    } finally {
      await app.close();
    }
  });

  it('closing the server ends open websockets', async () => {
    const app = await buildPortalServer({
      distDir: dist.dir,
      operatorApiUrl: instance.url,
      config: {},
      prerender: false,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const before = instance.held.length;
    const client: Socket = await openSocket(url);
    client.write(handshake('/api/ws'));
    await instance.holding(before + 1);
    instance.held[before]!.release();
    expect(parseAnswer(await readAtLeast(client, 12)).status).toBe(101);
    const closed = readUntilClosed(client);
    await app.close();
    await closed;
    expect(client.destroyed).toBe(true);
  });

  it('a handshake still under way when the server closes: the client hears 503, nothing stays open, the close ends', async () => {
    const app = await buildPortalServer({
      distDir: dist.dir,
      operatorApiUrl: instance.url,
      config: {},
      prerender: false,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const before = instance.held.length;
    const client: Socket = await openSocket(url);
    const answer = readUntilClosed(client);
    client.write(handshake('/api/ws'));
    await instance.holding(before + 1);
    const { socket: upstream, release } = instance.held[before]!;
    const upstreamClosed = once(upstream, 'close');
    const closing = app.close();
    // The instance switches protocols only after the stop began (a page's live socket reconnecting
    // as the server stops): before the fix this websocket was never ended, nor the close.
    release();
    await closing;
    expect(parseAnswer(await answer).status).toBe(503);
    await upstreamClosed;
    expect([client.destroyed, upstream.destroyed]).toEqual([true, true]);
  });
});
