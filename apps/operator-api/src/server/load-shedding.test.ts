import { connect } from 'node:net';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_SHEDDING } from '../config/options.ts';
import { CLIENT_AUTHORIZATION, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { OVERLOADED_MESSAGE, shedLoad } from './load-shedding.ts';

// Past capacity the API refused nothing, so requests queued until answers took seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let server: TestServer | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.app.close();
  server = undefined;
});

/** A request whose headers have arrived and whose body never finishes: it stays in flight. */
async function heldRequest(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${CLIENT_AUTHORIZATION}\r\n` +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ngrant',
  );
  return socket;
}

it('past maxInFlight a new request gets 503 at once, with Retry-After and the §8 body; the health check still answers', async () => {
  server = await startTestServer({ shedding: { ...DEFAULT_SHEDDING, maxInFlight: 2, retryAfterSeconds: 3 } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  const origin = `http://127.0.0.1:${address.port}`;
  const held = [await heldRequest(address.port), await heldRequest(address.port)];
  // Both held requests have passed onRequest once a third is refused; poll until then.
  await vi.waitFor(async () => expect((await fetch(`${origin}/api/v3/main/user/`)).status).toBe(503));

  const started = performance.now();
  const refused = await fetch(`${origin}/api/v3/main/user/`);
  expect(performance.now() - started).toBeLessThan(1000);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('3');
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(await refused.json()).toEqual({
    details: [{ code: 'SERVICE_UNAVAILABLE', message: OVERLOADED_MESSAGE }],
    message: OVERLOADED_MESSAGE,
  });
  // The oauth endpoints keep their RFC 6749 shape.
  const token = await fetch(`${origin}/api/oauth/token`, { method: 'POST' });
  expect(token.status).toBe(503);
  expect(await token.json()).toEqual({ error: 'temporarily_unavailable', error_description: OVERLOADED_MESSAGE });
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);

  // Once the held requests are gone, requests are served again (401: no token, but not refused).
  for (const socket of held) socket.destroy();
  await vi.waitFor(async () => expect((await fetch(`${origin}/api/v3/main/user/`)).status).toBe(401));
});

it('refuses while the database pool has maxPoolQueue queries waiting, and serves again when it drains', async () => {
  const app = Fastify();
  let waiting = 0;
  shedLoad(
    app,
    { maxInFlight: 0, maxPoolQueue: 5, maxEventLoopDelayMs: 0, retryAfterSeconds: 1 },
    { poolQueue: () => waiting },
  );
  app.get('/api/v3/x', async () => ({ ok: true }));
  try {
    expect((await app.inject({ url: '/api/v3/x' })).statusCode).toBe(200);
    waiting = 5;
    const refused = await app.inject({ url: '/api/v3/x' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    waiting = 4;
    expect((await app.inject({ url: '/api/v3/x' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

it('refuses while the event loop lags past maxEventLoopDelayMs with requests piling up, and serves again once it keeps up', async () => {
  const app = Fastify();
  shedLoad(
    app,
    { maxInFlight: 0, maxPoolQueue: 0, maxEventLoopDelayMs: 100, retryAfterSeconds: 1 },
    { poolQueue: () => 0 },
  );
  const waiting: (() => void)[] = [];
  app.get('/api/v3/held', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  app.get('/api/v3/x', async () => ({ ok: true }));
  try {
    await app.ready();
    // Eight requests in flight: a late loop now means a pile-up, not only a busy machine.
    const held = Array.from({ length: 8 }, () => app.inject({ url: '/api/v3/held' }));
    await vi.waitFor(() => expect(waiting).toHaveLength(8));
    // A loop late on every turn, as under a CPU-bound pile-up: 150 ms of work in every 160 ms.
    const block = () => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    };
    const busy = setInterval(block, 10);
    try {
      await vi.waitFor(async () => expect((await app.inject({ url: '/api/v3/x' })).statusCode).toBe(503), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      clearInterval(busy);
    }
    await vi.waitFor(async () => expect((await app.inject({ url: '/api/v3/x' })).statusCode).toBe(200), {
      timeout: 5000,
      interval: 50,
    });
    for (const release of waiting) release();
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
  } finally {
    await app.close();
  }
});

it('a late event loop with few requests in flight (a busy machine, a sign-in) refuses nothing', async () => {
  const app = Fastify();
  shedLoad(
    app,
    { maxInFlight: 0, maxPoolQueue: 0, maxEventLoopDelayMs: 100, retryAfterSeconds: 1 },
    { poolQueue: () => 0 },
  );
  app.get('/api/v3/x', async () => ({ ok: true }));
  try {
    await app.ready();
    const block = () => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    };
    const busy = setInterval(block, 10);
    try {
      // Past two samples of the late loop, every answer is still served.
      const started = performance.now();
      while (performance.now() - started < 700) expect((await app.inject({ url: '/api/v3/x' })).statusCode).toBe(200);
    } finally {
      clearInterval(busy);
    }
  } finally {
    await app.close();
  }
});
