// Several operator API instances behind the portal's server: a failed instance is taken out of
// the rotation, an idempotent request is sent once more to another, the instance comes back when
// its health check passes, and with none up the answer is 502, never 500.
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer } from './portal-server.ts';
import { INTERNALS, tempDist } from './testing/raw-http.ts';

/** An instance answering with its name, on a given port (0: any) so it can come back on the same one. */
async function startNamed(name: string, port = 0) {
  const app = Fastify();
  app.all('/*', async () => ({ instance: name }));
  const url = await app.listen({ host: '127.0.0.1', port });
  return { app, url, port: Number(new URL(url).port) };
}

let dist: ReturnType<typeof tempDist>;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  dist = tempDist();
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  dist.remove();
});

async function portalOver(urls: string[], healthIntervalMs = 60_000): Promise<FastifyInstance> {
  const app = await buildPortalServer({
    distDir: dist.dir,
    operatorApiUrl: urls,
    config: {},
    prerender: false,
    proxyLimits: { healthIntervalMs },
  });
  closers.push(() => app.close());
  return app;
}

const instanceOf = async (
  app: FastifyInstance,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
) => {
  const response = await app.inject({
    url: '/api/v3/main/user/',
    method: init.method ?? 'GET',
    headers: init.headers,
    ...(init.method === 'POST' ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.body };
};

describe('failover', () => {
  it('an instance that is down: every GET still answered by the other, and the dead one is out of the rotation', async () => {
    const a = await startNamed('A');
    const b = await startNamed('B');
    closers.push(() => a.app.close());
    await b.app.close();
    const portal = await portalOver([a.url, b.url]);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await instanceOf(portal));
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ status: 200, body: '{"instance":"A"}' })));
  });

  it('a POST whose instance refused the connection goes to the other (it cannot have been seen)', async () => {
    const a = await startNamed('A');
    const b = await startNamed('B');
    closers.push(() => b.app.close());
    await a.app.close();
    const portal = await portalOver([a.url, b.url]);
    expect(await instanceOf(portal, { method: 'POST' })).toEqual({ status: 200, body: '{"instance":"B"}' });
  });

  it('an instance resetting connections: a GET and a POST with an Idempotency-Key are sent again to the other; a plain POST is not', async () => {
    const resetting: Server = createServer((request) => request.socket.destroy());
    resetting.listen(0, '127.0.0.1');
    await once(resetting, 'listening');
    closers.push(async () => resetting.close());
    const good = await startNamed('B');
    closers.push(() => good.app.close());
    const resettingUrl = `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`;
    // Each portal starts its round robin with the resetting instance.
    expect(await instanceOf(await portalOver([resettingUrl, good.url]))).toEqual({
      status: 200,
      body: '{"instance":"B"}',
    });
    expect(
      await instanceOf(await portalOver([resettingUrl, good.url]), {
        method: 'POST',
        headers: { 'idempotency-key': 'k-1' },
      }),
    ).toEqual({
      status: 200,
      body: '{"instance":"B"}',
    });
    const plain = await instanceOf(await portalOver([resettingUrl, good.url]), { method: 'POST' });
    expect(plain.status).toBe(502);
    expect(plain.body).not.toMatch(INTERNALS);
  });

  it('one instance dropping a connection once: a GET is sent to it once more and answered', async () => {
    let requests = 0;
    const flaky: Server = createServer((request, response) => {
      requests += 1;
      if (requests === 1) request.socket.destroy();
      else response.setHeader('content-type', 'application/json').end('{"instance":"only"}');
    });
    flaky.listen(0, '127.0.0.1');
    await once(flaky, 'listening');
    closers.push(async () => {
      flaky.closeAllConnections();
      flaky.close();
    });
    const portal = await portalOver([`http://127.0.0.1:${(flaky.address() as AddressInfo).port}`]);
    expect(await instanceOf(portal)).toEqual({ status: 200, body: '{"instance":"only"}' });
  });

  it('a failed instance comes back into the rotation when its health check passes', async () => {
    const a = await startNamed('A');
    closers.push(() => a.app.close());
    const b = await startNamed('B');
    const portal = await portalOver([a.url, b.url], 50);
    await b.app.close();
    // B refused: out. Everything goes to A.
    expect((await instanceOf(portal)).body).toBe('{"instance":"A"}');
    expect((await instanceOf(portal)).body).toBe('{"instance":"A"}');
    const back = await startNamed('B', b.port);
    closers.push(() => back.app.close());
    // Its health check passes within a few intervals; then the turns alternate again.
    await expect.poll(async () => (await instanceOf(portal)).body, { timeout: 10_000 }).toBe('{"instance":"B"}');
    const next = [(await instanceOf(portal)).body, (await instanceOf(portal)).body];
    expect(next).toEqual(['{"instance":"A"}', '{"instance":"B"}']);
  });

  it('the health check alone takes an instance out and puts it back', async () => {
    let healthy = true;
    const a = await startNamed('A');
    closers.push(() => a.app.close());
    const b = Fastify();
    b.get('/api/health', async (_request, reply) =>
      reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'down' }),
    );
    b.all('/*', async () => ({ instance: 'B' }));
    const bUrl = await b.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => b.close());
    const portal = await portalOver([a.url, bUrl], 50);
    expect([(await instanceOf(portal)).body, (await instanceOf(portal)).body]).toEqual([
      '{"instance":"A"}',
      '{"instance":"B"}',
    ]);
    healthy = false;
    // B still answers, but fails its health check: after the next check only A is asked.
    await expect
      .poll(async () => [(await instanceOf(portal)).body, (await instanceOf(portal)).body], { timeout: 10_000 })
      .toEqual(['{"instance":"A"}', '{"instance":"A"}']);
    healthy = true;
    await expect.poll(async () => (await instanceOf(portal)).body, { timeout: 10_000 }).toBe('{"instance":"B"}');
  });

  it('no instance up: 502 with a §8 body for every method, never 500', async () => {
    const a = await startNamed('A');
    const b = await startNamed('B');
    await Promise.all([a.app.close(), b.app.close()]);
    const portal = await portalOver([a.url, b.url], 50);
    for (const method of ['GET', 'POST'] as const) {
      for (let i = 0; i < 3; i++) {
        const answer = await instanceOf(portal, { method });
        expect(answer.status, method).toBe(502);
        expect(JSON.parse(answer.body)).toEqual({ message: 'Сервис временно недоступен. Повторите попытку позже.' });
      }
    }
  });
});
