// The /api proxy of the portal's server: small bodies read whole before they go to the API,
// uploads streamed, Expect handled, and every failure of its own a §8 answer with the security
// headers and nothing of its internals.
import Fastify, { type FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer, type PortalServerOptions } from './portal-server.ts';
import {
  hasSecurityHeaders,
  INTERNALS,
  openSocket,
  parseAnswer,
  rawRequest,
  readUntilClosed,
  tempDist,
} from './testing/raw-http.ts';

/** An operator API stand-in recording each request when it starts and its body when complete. */
async function startInstance() {
  const started: string[] = [];
  const bodies: { url: string; type: string | undefined; length: number }[] = [];
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    // The portal's own health checks are not what the tests count.
    if (request.url !== '/api/health') started.push(`${request.method} ${request.url}`);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 50 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.all('/*', async (request) => {
    const length = Buffer.isBuffer(request.body) ? request.body.length : 0;
    bodies.push({ url: request.url, type: request.headers['content-type'], length });
    return { received: length };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, started, bodies };
}

let dist: ReturnType<typeof tempDist>;
let instance: Awaited<ReturnType<typeof startInstance>>;
let portal: FastifyInstance;
let portalUrl: string;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dist = tempDist();
  instance = await startInstance();
  portal = await buildPortalServer({ distDir: dist.dir, operatorApiUrl: instance.url, config: {}, prerender: false });
  portalUrl = await portal.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await portal.close();
  await instance.app.close();
  dist.remove();
});

const post = (path: string, type: string, body: string, extra: string[] = []) =>
  [
    `POST ${path} HTTP/1.1`,
    'Host: portal',
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...extra,
    '',
    body,
  ].join('\r\n');

describe('bodies', () => {
  it('a form post reaches the API only once its body is complete', async () => {
    instance.started.length = 0;
    const body = 'grant_type=password&username=resident%40demo.ru&password=x';
    const socket = await openSocket(portalUrl);
    const answer = readUntilClosed(socket);
    const whole = post('/api/oauth/token', 'application/x-www-form-urlencoded', body);
    socket.write(whole.slice(0, -10));
    // A request sent after the partial one makes the whole trip to the API and back: a proxy that
    // streamed bodies would have handed the partial one over by then.
    await expect.poll(() => socket.bytesWritten).toBe(Buffer.byteLength(whole) - 10);
    await (await fetch(`${portalUrl}/api/barrier`)).text();
    expect(instance.started).toEqual(['GET /api/barrier']);
    socket.write(whole.slice(-10));
    const { status, body: received } = parseAnswer(await answer);
    expect(status).toBe(200);
    expect(JSON.parse(received)).toEqual({ received: Buffer.byteLength(body) });
    expect(instance.started).toEqual(['GET /api/barrier', 'POST /api/oauth/token']);
  });

  it('a small body over 64 KiB: 413 with a §8 body, the API never asked', async () => {
    instance.started.length = 0;
    const response = await fetch(`${portalUrl}/api/v3/main/user/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'я'.repeat(40_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Запрос слишком большой.' });
    expect(hasSecurityHeaders(Object.fromEntries(response.headers))).toBe(true);
    expect(instance.started).toEqual([]);
  });

  it('an upload (multipart) of several megabytes streams through whole', async () => {
    // Written out by hand: this file runs under jsdom, whose FormData Node's fetch does not take.
    const body = Buffer.concat([
      Buffer.from(
        '--B\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
      ),
      Buffer.alloc(3 * 1024 * 1024, 1),
      Buffer.from('\r\n--B--\r\n'),
    ]);
    const response = await fetch(`${portalUrl}/api/v3/main/communication/message`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=B' },
      body,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { received: number }).received).toBe(body.length);
    expect(instance.bodies.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('Expect: 100-continue: 100, then the API’s answer, for a small body and an upload', async () => {
    for (const [type, body] of [
      ['application/json', '{"a":1}'],
      [
        'multipart/form-data; boundary=X',
        '--X\r\nContent-Disposition: form-data; name="text"\r\n\r\nпривет\r\n--X--\r\n',
      ],
    ] as const) {
      const socket = await openSocket(portalUrl);
      const answer = readUntilClosed(socket);
      const headers = [
        `POST /api/v3/x HTTP/1.1`,
        'Host: portal',
        `Content-Type: ${type}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      socket.write(headers);
      const [first] = (await once(socket, 'data')) as [Buffer];
      expect(first.toString(), type).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
      socket.write(body);
      const final = parseAnswer((await answer).replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''));
      expect(final.status, type).toBe(200);
      expect(JSON.parse(final.body), type).toEqual({ received: Buffer.byteLength(body) });
    }
  });
});

describe('errors of the proxy and of the frameworks', () => {
  it('a URL Fastify cannot decode: 400, §8 body, security headers, no URL echoed', async () => {
    for (const path of ['/api/%ff', '/api/v3/%c0%af']) {
      const answer = await rawRequest(portalUrl, `GET ${path} HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toEqual({
        message: 'Некорректный запрос. Проверьте адрес и повторите попытку.',
      });
      expect(hasSecurityHeaders(answer.headers), path).toBe(true);
      expect(answer.text, path).not.toContain('%ff');
      expect(answer.text, path).not.toMatch(INTERNALS);
    }
  });

  it('headers over 16 KiB: 431; a malformed request line or header: 400; each a §8 body with the security headers', async () => {
    const cases = [
      [`GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['GET /api/health HTTP/9.9 nonsense\r\n\r\n', 400],
      ['GET /api/health HTTP/1.1\r\nHost: portal\r\nBad Header\r\n\r\n', 400],
      ['\x00\x01\x02 binary\r\n\r\n', 400],
      [`POST /api/x HTTP/1.1\r\nHost: portal\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, 400],
    ] as const;
    for (const [request, status] of cases) {
      const answer = await rawRequest(portalUrl, request);
      expect(answer.status, request.slice(0, 40)).toBe(status);
      expect(typeof (JSON.parse(answer.body) as { message: unknown }).message).toBe('string');
      expect(hasSecurityHeaders(answer.headers), request.slice(0, 40)).toBe(true);
      expect(answer.text).not.toMatch(INTERNALS);
    }
  });

  it('an instance that resets the connection before answering a POST: 502 with a §8 body', async () => {
    const resetting: Server = createServer((request) => request.socket.destroy());
    resetting.listen(0, '127.0.0.1');
    await once(resetting, 'listening');
    closers.push(async () => resetting.close());
    const app = await buildPortalServer({
      distDir: dist.dir,
      operatorApiUrl: `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`,
      config: {},
      prerender: false,
    });
    closers.push(() => app.close());
    const response = await app.inject({ method: 'POST', url: '/api/v3/payments', payload: { amount: 100 } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Сервис временно недоступен. Повторите попытку позже.' });
    expect(hasSecurityHeaders(response.headers)).toBe(true);
    expect(response.body).not.toMatch(INTERNALS);
  });

  it('an instance too slow to answer: 504 with a §8 body', async () => {
    const silent: Server = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    closers.push(async () => {
      silent.closeAllConnections();
      silent.close();
    });
    const app = await buildPortalServer({
      distDir: dist.dir,
      operatorApiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      config: {},
      prerender: false,
      proxyLimits: { upstreamHeadersTimeoutMs: 300 },
    });
    closers.push(() => app.close());
    const response = await app.inject({ url: '/api/v3/main/user/' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ message: 'Сервис не ответил вовремя. Повторите попытку позже.' });
    expect(response.body).not.toMatch(INTERNALS);
  });
});

/**
 * A portal with `proxyLimits` before an instance whose /api/slow answers only once released
 * (`waiting`), each arrival counted (`arrived`), and whose /api/fast answers at once.
 */
async function portalBeforeSlowInstance(proxyLimits: PortalServerOptions['proxyLimits']) {
  const waiting: (() => void)[] = [];
  const arrived: string[] = [];
  const slow = Fastify();
  slow.get('/api/slow', async () => {
    arrived.push('slow');
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { ok: true };
  });
  slow.get('/api/fast', async () => ({ ok: true }));
  const slowUrl = await slow.listen({ host: '127.0.0.1', port: 0 });
  closers.push(() => slow.close());
  const app = await buildPortalServer({
    distDir: dist.dir,
    operatorApiUrl: slowUrl,
    config: {},
    prerender: false,
    proxyLimits,
  });
  closers.push(() => app.close());
  return { url: await app.listen({ host: '127.0.0.1', port: 0 }), waiting, arrived };
}

describe('requests in flight per client address', () => {
  it('over the limit: 503 with a §8 body; another address still gets through', async () => {
    const { url, waiting, arrived } = await portalBeforeSlowInstance({ requestsPerAddress: 2 });

    const held = [fetch(`${url}/api/slow`), fetch(`${url}/api/slow`)];
    await expect.poll(() => arrived.length).toBe(2);
    const third = await fetch(`${url}/api/fast`);
    expect(third.status).toBe(503);
    expect(await third.json()).toEqual({ message: 'Сервис перегружен. Повторите попытку через минуту.' });

    const other = await openSocket(url, '127.0.0.2');
    const answer = readUntilClosed(other);
    other.write('GET /api/fast HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n');
    expect(parseAnswer(await answer).status).toBe(200);

    waiting.forEach((release) => release());
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200]);
    // Their answers are in: the address may send again.
    await expect.poll(async () => (await fetch(`${url}/api/fast`)).status).toBe(200);
  });
});

describe('the queue for an instance’s connections', () => {
  it('full: 503 with Retry-After and a §8 body at once; served again once it drains', async () => {
    const { url, waiting, arrived } = await portalBeforeSlowInstance({
      upstreamConnections: 1,
      upstreamQueue: 1,
      retryAfterSeconds: 7,
    });

    // Five at once: one takes the instance's only connection, one waits for it, three find the
    // queue full whatever order they come in, and are refused without waiting for the others.
    const timed = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/slow`);
      return { response, ms: performance.now() - started, body: await response.json() };
    };
    const sent = Array.from({ length: 5 }, timed);
    const refused: Awaited<ReturnType<typeof timed>>[] = [];
    for (const answer of sent) void answer.then((result) => result.response.status === 503 && refused.push(result));
    await expect.poll(() => refused.length).toBe(3);
    for (const { response, ms, body } of refused) {
      expect(ms).toBeLessThan(1000);
      expect(response.headers.get('retry-after')).toBe('7');
      expect(body).toEqual({ message: 'Сервис перегружен. Повторите попытку через минуту.' });
    }
    expect(arrived.length).toBe(1);

    // The two admitted ones are answered in turn, and the drained queue takes new calls again.
    await expect.poll(() => (waiting.splice(0).forEach((release) => release()), arrived.length)).toBe(2);
    waiting.splice(0).forEach((release) => release());
    expect((await Promise.all(sent)).map(({ response }) => response.status).sort()).toEqual([200, 200, 503, 503, 503]);
    expect((await fetch(`${url}/api/fast`)).status).toBe(200);
  });
});

describe('a client that hangs up', () => {
  it('while the API is still working: the request to the API is cancelled, its connection freed', async () => {
    let cancelled!: () => void;
    const cancelledOnApi = new Promise<void>((resolve) => (cancelled = resolve));
    let arrived!: () => void;
    const arrivedOnApi = new Promise<void>((resolve) => (arrived = resolve));
    const slow = Fastify();
    slow.get('/api/slow', async (request) => {
      request.raw.socket.once('close', cancelled);
      arrived();
      // Never answers by itself: only the portal giving up ends it.
      await cancelledOnApi;
      return {};
    });
    const slowUrl = await slow.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => slow.close());
    const app = await buildPortalServer({ distDir: dist.dir, operatorApiUrl: slowUrl, config: {}, prerender: false });
    closers.push(() => app.close());
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openSocket(url);
    socket.write('GET /api/slow HTTP/1.1\r\nHost: portal\r\n\r\n');
    await arrivedOnApi;
    socket.destroy();
    // Resolves only when the API's side of the connection closes.
    await cancelledOnApi;
  });
});

describe('a client that stops reading a large answer', () => {
  it('is cut off once its connection has been idle for the idle timeout, and the API’s connection with it', async () => {
    let closed!: () => void;
    const apiSideClosed = new Promise<void>((resolve) => (closed = resolve));
    const big = Fastify();
    big.get('/api/document', async (request, reply) => {
      request.raw.socket.once('close', closed);
      // 64 MiB: far more than the sockets' buffers on the way hold.
      return reply.type('application/pdf').send(Buffer.alloc(64 * 1024 * 1024, 1));
    });
    const bigUrl = await big.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => big.close());
    const app = await buildPortalServer({
      distDir: dist.dir,
      operatorApiUrl: bigUrl,
      config: {},
      prerender: false,
      limits: { idleSocketTimeoutMs: 500 },
    });
    closers.push(() => app.close());
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openSocket(url);
    socket.pause();
    const portalClosed = once(socket, 'close');
    socket.write('GET /api/document HTTP/1.1\r\nHost: portal\r\n\r\n');
    // Resolves only once the portal has let go of the answer while the client still held it half-read.
    await apiSideClosed;
    // The client reads what reached it, then finds its connection closed by the portal.
    socket.resume();
    await portalClosed;
  });
});
