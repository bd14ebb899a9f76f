// The connection-level limits of the portal's server: the cap per client address, the minimum
// body rate, and Node's header and keep-alive timeouts as the server sets them.
import Fastify, { type FastifyInstance } from 'fastify';
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer, type PortalServerOptions } from './portal-server.ts';
import { hasSecurityHeaders, openSocket, parseAnswer, readUntilClosed, tempDist } from './testing/raw-http.ts';

let dist: ReturnType<typeof tempDist>;
let api: FastifyInstance;
let apiUrl: string;
const apiRequests: string[] = [];
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dist = tempDist();
  api = Fastify();
  api.all('/*', async (request) => {
    // The portal's own health checks are not what the tests count.
    if (request.url !== '/api/health') apiRequests.push(request.url);
    return { ok: true };
  });
  apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const close of closers) await close();
  await api.close();
  dist.remove();
});

async function portal(limits: PortalServerOptions['limits'], trustedProxy?: string) {
  const app = await buildPortalServer({
    distDir: dist.dir,
    operatorApiUrl: apiUrl,
    config: {},
    prerender: false,
    limits,
    ...(trustedProxy ? { trustedProxy } : {}),
  });
  closers.push(() => app.close());
  return app.listen({ host: '127.0.0.1', port: 0 });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: portal\r\n\r\n`;

describe('connections per client address', () => {
  it('over the cap: 503 with a §8 body and the security headers; another address and a freed slot still get in', async () => {
    const url = await portal({ connectionsPerAddress: 3 });
    const held: Socket[] = [];
    for (let i = 0; i < 3; i++) {
      const socket = await openSocket(url);
      socket.write(get('/api/health'));
      await once(socket, 'data');
      held.push(socket);
    }
    apiRequests.length = 0;
    const over = await openSocket(url);
    const overAnswer = readUntilClosed(over);
    // What it sends is never served: nothing of it reaches the API.
    over.write(get('/api/v3/refused-connection'));
    const refused = parseAnswer(await overAnswer);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      message: 'Слишком много соединений с вашего адреса. Повторите попытку позже.',
    });
    expect(hasSecurityHeaders(refused.headers)).toBe(true);

    // Another machine (another loopback address) is not affected.
    const other = await openSocket(url, '127.0.0.2');
    other.write('GET /api/v3/other HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n');
    expect(parseAnswer(await readUntilClosed(other)).status).toBe(200);
    // By then the refused connection's request would have reached the API too.
    expect(apiRequests).toEqual(['/api/v3/other']);

    // One of the three closes: the address may open one again.
    const closed = once(held[0]!, 'close');
    held[0]!.destroy();
    await closed;
    await expect
      .poll(async () => {
        const socket = await openSocket(url);
        socket.write('GET /api/health HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n');
        return parseAnswer(await readUntilClosed(socket)).status;
      })
      .toBe(200);
    held.forEach((socket) => socket.destroy());
  });
});

describe('connections of a trusted proxy', () => {
  it('are not capped: nginx in front holds the connections of every resident (its limit_conn caps each)', async () => {
    const url = await portal({ connectionsPerAddress: 2 }, '127.0.0.1');
    const held: Socket[] = [];
    for (let i = 0; i < 4; i++) {
      const socket = await openSocket(url);
      socket.write(get('/api/health'));
      const [answer] = (await once(socket, 'data')) as [Buffer];
      expect(parseAnswer(answer.toString()).status).toBe(200);
      held.push(socket);
    }
    held.forEach((socket) => socket.destroy());
  });
});

describe('timeouts', () => {
  it('a declared body over the small-body limit: 413 at once, before any of it is read', async () => {
    const url = await portal({});
    const socket = await openSocket(url);
    const answer = readUntilClosed(socket);
    socket.write(
      'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n',
    );
    expect(parseAnswer(await answer).status).toBe(413);
  });

  it('a declared body over the limit but under the drain limit, sent whole: 413, the rest read and dropped, the connection kept', async () => {
    // What nginx does (docs/nginx/portal.conf buffers a body, then sends all of it): a connection
    // closed under it mid-body made nginx answer its own 502 → 503 instead of this 413.
    const url = await portal({});
    apiRequests.length = 0;
    const socket = await openSocket(url);
    const failures: Error[] = [];
    socket.on('error', (error) => failures.push(error));
    const answers = readUntilClosed(socket);
    const size = 2 * 1024 * 1024;
    socket.write(
      `POST /api/v3/client/freeAccess/altcha/getChallenge HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(size, 0x20));
    socket.write('GET /api/v3/after HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n');
    const text = await answers;
    const first = parseAnswer(text);
    expect(first.status).toBe(413);
    expect(first.headers.connection).not.toBe('close');
    expect(text).toContain('{"message":"Запрос слишком большой."}');
    expect(text).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"ok":true/);
    expect(failures).toEqual([]);
    expect(apiRequests).toEqual(['/api/v3/after']);
  });

  it('a declared body over the drain limit: 413 and the connection closed, none of it read', async () => {
    const url = await portal({ oversizedBodyDrainLimit: 100_000 });
    const socket = await openSocket(url);
    const answer = readUntilClosed(socket);
    socket.write(
      'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200000\r\n\r\n',
    );
    const { status, headers } = parseAnswer(await answer);
    expect(status).toBe(413);
    expect(headers.connection).toBe('close');
    expect(socket.bytesRead).toBeGreaterThan(0);
  });

  it('a body slower than the minimum rate: 408 and the connection closed, the API never asked', async () => {
    const url = await portal({ bodyGraceMs: 300, bodyMinBytesPerSecond: 1_000 });
    apiRequests.length = 0;
    const socket = await openSocket(url);
    const answer = readUntilClosed(socket);
    socket.write(
      'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\ng',
    );
    // One byte at a time, as long as the socket is open.
    const drip = setInterval(() => socket.writable && socket.write('a'), 100);
    const { status, body, headers } = parseAnswer(await answer);
    clearInterval(drip);
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ message: 'Запрос передавался слишком медленно. Повторите попытку.' });
    expect(hasSecurityHeaders(headers)).toBe(true);
    expect(apiRequests).toEqual([]);
  });

  it('a body at a real rate is not cut off by the same rule', async () => {
    const url = await portal({ bodyGraceMs: 300, bodyMinBytesPerSecond: 1_000 });
    const socket = await openSocket(url);
    const answer = readUntilClosed(socket);
    const chunk = 'a'.repeat(2_000);
    socket.write(
      `POST /api/v3/x HTTP/1.1\r\nHost: portal\r\nContent-Type: text/plain\r\nContent-Length: ${chunk.length * 6}\r\nConnection: close\r\n\r\n`,
    );
    // 2 000 bytes every 100 ms (20 kB/s) for 600 ms: past the grace, well above the rate.
    for (let i = 0; i < 6; i++) {
      socket.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(parseAnswer(await answer).status).toBe(200);
  });

  it('headers that never finish: 408 once headersTimeout has passed, the connection closed', async () => {
    const url = await portal({ headersTimeoutMs: 300, connectionsCheckingIntervalMs: 100 });
    const socket = await openSocket(url);
    const answer = readUntilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Slow: a');
    const { status, body, headers } = parseAnswer(await answer);
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ message: 'Запрос передавался слишком медленно. Повторите попытку.' });
    expect(hasSecurityHeaders(headers)).toBe(true);
  });

  it('an idle keep-alive connection is closed after keepAliveTimeout', async () => {
    const url = await portal({ keepAliveTimeoutMs: 200 });
    const socket = await openSocket(url);
    const closed = readUntilClosed(socket);
    socket.write(get('/api/health'));
    expect(parseAnswer(await closed).status).toBe(200);
  });
});
