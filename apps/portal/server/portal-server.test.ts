import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer, isOperatorPath } from './portal-server.ts';

/** A stand-in for the operator API: trusts the forwarding header from loopback, as the API does. */
async function startUpstream() {
  const seen: { url: string; ip: string; forwardedFor: string | undefined }[] = [];
  const upstream = Fastify({ trustProxy: 'loopback' });
  upstream.all('/*', async (request) => {
    const forwarded = request.headers['x-forwarded-for'];
    // The portal's own health checks are not what the tests look at.
    if (request.url !== '/api/health')
      seen.push({
        url: request.url,
        ip: request.ip,
        forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      });
    return { ok: true };
  });
  const url = await upstream.listen({ host: '127.0.0.1', port: 0 });
  return { upstream, url, seen };
}

/**
 * An operator API instance that answers with its name, over HTTP and over a websocket (a minimal
 * RFC 6455 handshake and one text frame: the name), and records what reached it.
 */
async function startNamedUpstream(name: string) {
  const seen: { url: string; forwardedFor: string | undefined; authorization: string | undefined }[] = [];
  const record = (url: string, headers: Record<string, string | string[] | undefined>) =>
    seen.push({
      url,
      forwardedFor: headers['x-forwarded-for'] as string | undefined,
      authorization: headers.authorization as string | undefined,
    });
  const upstream = Fastify();
  upstream.all('/*', async (request) => {
    // The portal's own health checks are not what the tests look at.
    if (request.url !== '/api/health') record(request.url, request.headers);
    return { instance: name };
  });
  // Upgraded sockets are no longer the server's: closing must end them itself.
  const sockets = new Set<Duplex>();
  upstream.addHook('preClose', async () => sockets.forEach((socket) => socket.destroy()));
  upstream.server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    sockets.add(socket);
    record(request.url ?? '', request.headers);
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    const protocol = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')[0]
      ?.trim();
    socket.write(
      [
        'HTTP/1.1 101 Switching Protocols',
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Accept: ${accept}`,
      ]
        .concat(protocol ? [`Sec-WebSocket-Protocol: ${protocol}`] : [])
        .join('\r\n') + '\r\n\r\n',
    );
    const payload = Buffer.from(JSON.stringify({ instance: name }));
    socket.write(Buffer.concat([Buffer.from([0x81, payload.length]), payload]));
    socket.on('error', () => undefined);
  });
  const url = await upstream.listen({ host: '127.0.0.1', port: 0 });
  return { upstream, url, seen };
}

/**
 * The first text message of a websocket opened through the portal (a minimal client handshake),
 * offering the token as subprotocols as the portal's page does.
 */
async function firstMessage(url: string): Promise<unknown> {
  const request = httpRequest(url, {
    headers: {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': randomBytes(16).toString('base64'),
      'sec-websocket-protocol': 'bearer, resident-token',
    },
  });
  request.end();
  const [, socket, head] = (await once(request, 'upgrade')) as [IncomingMessage, Duplex, Buffer];
  let received = head;
  // An unmasked text frame of under 126 bytes: 0x81, its length, the payload.
  while (received.length < 2 || received.length < 2 + (received[1]! & 0x7f)) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    received = Buffer.concat([received, chunk]);
  }
  socket.destroy();
  return JSON.parse(received.subarray(2, 2 + (received[1]! & 0x7f)).toString());
}

let distDir: string;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
const portals: FastifyInstance[] = [];

async function portal(serveSourceMaps?: boolean) {
  const app = await buildPortalServer({ distDir, operatorApiUrl: upstream.url, config: {}, serveSourceMaps });
  portals.push(app);
  return app;
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js.map'), '{"version":3}');
  upstream = await startUpstream();
});

afterAll(async () => {
  await Promise.all(portals.map((app) => app.close()));
  await upstream.upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the portal proxy', () => {
  it('names the real peer in X-Forwarded-For and drops the one the client sent', async () => {
    const app = await portal();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    upstream.seen.length = 0;
    for (const spoofed of ['203.0.113.1', '203.0.113.2, 198.51.100.3', undefined]) {
      const headers: Record<string, string> = spoofed ? { 'x-forwarded-for': spoofed, 'x-real-ip': '203.0.113.9' } : {};
      const response = await fetch(`${address}/api/v3/main/user/`, { headers });
      expect(response.status).toBe(200);
    }
    expect(upstream.seen.map((request) => [request.forwardedFor, request.ip])).toEqual([
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
    ]);
  });

  it('behind a trusted proxy, names the resident its X-Forwarded-For names, and caps each resident on their own', async () => {
    // An instance that holds every answer until told: requests stay in flight together.
    let open = () => {};
    const gate = { promise: new Promise<void>((resolve) => (open = resolve)), resolve: () => open() };
    const held = Fastify({ trustProxy: 'loopback' });
    const seen: (string | undefined)[] = [];
    held.all('/*', async (request) => {
      if (request.url === '/api/health') return { ok: true };
      seen.push(request.headers['x-forwarded-for'] as string | undefined);
      await gate.promise;
      return { ok: true };
    });
    const heldUrl = await held.listen({ host: '127.0.0.1', port: 0 });
    // nginx on this machine: loopback is the trusted proxy.
    const app = await buildPortalServer({
      distDir,
      operatorApiUrl: heldUrl,
      config: {},
      trustedProxy: 'loopback',
      proxyLimits: { requestsPerAddress: 1 },
    });
    portals.push(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const call = (forwardedFor: string) =>
        fetch(`${address}/api/v3/main/user/`, { headers: { 'x-forwarded-for': forwardedFor } });
      // Two residents at once, each within their own one-call budget; a forged first hop is not believed.
      const first = call('203.0.113.5, 198.51.100.1');
      const second = call('198.51.100.2');
      await expect.poll(() => seen.length).toBe(2);
      // The first resident again while their call is in flight: over their cap, whoever else is busy.
      expect((await call('198.51.100.1')).status).toBe(503);
      gate.resolve();
      expect([(await first).status, (await second).status]).toEqual([200, 200]);
      expect(seen.sort()).toEqual(['198.51.100.1', '198.51.100.2']);
    } finally {
      gate.resolve();
      await held.close();
    }
  });

  it('does not proxy the operator side: /api/admin/ answers 404 however it is spelt', async () => {
    const app = await portal();
    upstream.seen.length = 0;
    const urls = [
      '/api/admin/outbox',
      '/api/admin',
      '/api/ADMIN/outbox',
      '/api//admin/outbox',
      '/api/%61dmin/outbox',
      '/api/v3/../admin/outbox',
      '/api/admin/chats/1/messages?x=1',
      // An encoded slash or dot segment, or a backslash, is read as written out.
      '/api%2Fadmin/outbox',
      '/api/v3/%2e%2e/admin/outbox',
      '/api\\admin/outbox',
    ];
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const response = await app.inject({ method, url, headers: { authorization: 'Bearer operator' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(upstream.seen).toEqual([]);
    expect(urls.every(isOperatorPath)).toBe(true);
    // Fastify answers a malformed escape 400 before any hook; the rule still reads the others.
    expect(isOperatorPath('/api/%61dmin/%ff')).toBe(true);
    expect(['/api/v3/admins', '/api/v3/client/admin', '/admin'].some(isOperatorPath)).toBe(false);
  });
});

describe('several operator API instances', () => {
  let a: Awaited<ReturnType<typeof startNamedUpstream>>;
  let b: Awaited<ReturnType<typeof startNamedUpstream>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([startNamedUpstream('A'), startNamedUpstream('B')]);
  });
  afterAll(async () => {
    await Promise.all([a.upstream.close(), b.upstream.close()]);
  });

  it('spreads requests over them in turn, each with the real peer and without the operator side', async () => {
    const app = await buildPortalServer({ distDir, operatorApiUrl: `${a.url}, ${b.url}`, config: {} });
    portals.push(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${address}/api/v3/main/user/?n=${i}`, {
        headers: { 'x-forwarded-for': '203.0.113.1' },
      });
      answers.push(await response.json());
    }
    expect(answers).toEqual(['A', 'B', 'A', 'B', 'A', 'B'].map((instance) => ({ instance })));
    expect((await app.inject({ url: '/api/admin/outbox' })).statusCode).toBe(404);
    expect(a.seen.map((request) => [request.url, request.forwardedFor])).toEqual(
      [0, 2, 4].map((n) => [`/api/v3/main/user/?n=${n}`, '127.0.0.1']),
    );
    expect(b.seen.map((request) => request.url)).toEqual([1, 3, 5].map((n) => `/api/v3/main/user/?n=${n}`));
  });

  it('a websocket goes through to one of them, the next to the other, with the token as Authorization', async () => {
    a.seen.length = 0;
    b.seen.length = 0;
    const app = await buildPortalServer({ distDir, operatorApiUrl: [a.url, b.url], config: {} });
    portals.push(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const first = await firstMessage(`${address}/api/ws`);
    const second = await firstMessage(`${address}/api/ws`);
    expect([first, second]).toEqual([{ instance: 'A' }, { instance: 'B' }]);
    for (const instance of [a, b]) {
      expect(instance.seen).toEqual([
        { url: '/api/ws', forwardedFor: '127.0.0.1', authorization: 'Bearer resident-token' },
      ]);
    }
  });

  it('refuses a list naming no instance or something other than http(s)', async () => {
    await expect(buildPortalServer({ distDir, operatorApiUrl: ' , ', config: {} })).rejects.toThrow(
      'OPERATOR_API_URL names no operator API',
    );
    await expect(
      buildPortalServer({ distDir, operatorApiUrl: 'http://127.0.0.1:1,ftp://x', config: {} }),
    ).rejects.toThrow('is not an http(s) address');
  });
});

describe('pages', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('a page of the route table gets the shell, whatever the client accepts', async () => {
    const app = await portal();
    for (const [url, accept] of [
      ['/login', 'text/html'],
      ['/login', '*/*'],
      ['/resident/501/dashboard?tab=x', 'text/html'],
      ['/pay/', '*/*'],
    ] as const) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<title>portal</title>');
    }
  });

  it('an unknown path that asks for HTML gets the shell (its not-found screen) with 404', async () => {
    const app = await portal();
    const response = await app.inject({ url: '/no/such/page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>portal</title>');
  });

  it('an unknown path that does not ask for HTML (a missing asset, a script) is a JSON 404', async () => {
    const app = await portal();
    for (const [url, accept] of [
      ['/no/such/page', '*/*'],
      ['/assets/missing-abc.js', '*/*'],
      ['/no/such/page', 'application/json'],
    ] as const) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ details: 'NOT_FOUND', message: 'Не найдено' });
    }
  });

  it('HEAD answers as GET does, with the same status and headers and no body', async () => {
    const app = await portal();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const [path, status, headers] of [
      ['/login', 200, html],
      ['/login', 200, { accept: '*/*' }],
      ['/resident/501/billing', 200, html],
      ['/no/such/page', 404, html],
      ['/assets/index-abc.js', 200, { accept: '*/*' }],
    ] as const) {
      const get = await fetch(`${address}${path}`, { headers });
      const head = await fetch(`${address}${path}`, { method: 'HEAD', headers });
      expect([head.status, get.status], path).toEqual([status, status]);
      // Each request has an id of its own (requestIdOf).
      const comparable = (response: Response) =>
        Object.fromEntries(
          [...response.headers].filter(
            ([name]) => !['date', 'keep-alive', 'connection', 'transfer-encoding', 'x-request-id'].includes(name),
          ),
        );
      expect(comparable(head), path).toEqual(comparable(get));
      expect(await head.text(), path).toBe('');
      expect((await get.text()).length, path).toBeGreaterThan(0);
    }
  });
});

describe('source maps', () => {
  it('are not served by default, and are with serveSourceMaps', async () => {
    const production = await portal();
    expect((await production.inject('/assets/index-abc.js')).statusCode).toBe(200);
    expect((await production.inject('/assets/index-abc.js.map')).statusCode).toBe(404);
    expect((await production.inject('/assets/index-abc.js%2Emap')).statusCode).toBe(404);
    const debugging = await portal(true);
    expect((await debugging.inject('/assets/index-abc.js.map')).statusCode).toBe(200);
  });
});
