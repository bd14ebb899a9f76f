// Observability of the operator API: /metrics on its own listener, /api/ready beside /api/health,
// the request id in the answer and the log line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/store/store.ts';
import {
  accessTokenOf,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { checkReadiness } from '../public/ready-route.ts';
import { openSocket } from '../test-support/socket-client.ts';
import { listenMetrics } from '@resident/server-observability';

const lines: Record<string, unknown>[] = [];
let server: TestServer;
let metricsUrl: string;
let closeMetrics: () => Promise<void>;

beforeAll(async () => {
  server = await startTestServer({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const metrics = await listenMetrics(server.app.apiMetrics!.registry, '127.0.0.1', 0);
  metricsUrl = metrics.url;
  closeMetrics = () => new Promise((resolve) => metrics.server.close(() => resolve()));
});
afterAll(async () => {
  await closeMetrics();
  await server.app.close();
});

const apiUrl = (path: string) => {
  const { port } = server.app.server.address() as { port: number };
  return `http://127.0.0.1:${port}${path}`;
};

describe('GET /metrics', () => {
  it('serves the request, error, payment, websocket, pool and process families in Prometheus format', async () => {
    const token = await accessTokenOf(server, 'resident@demo.ru');
    // A route with a parameter: the label is the pattern, never the account number asked for.
    expect((await server.getAs(token, '/api/v3/client/1/billing/payments?size=1')).statusCode).toBe(200);
    expect(
      (await server.getAs(token, '/api/v3/client/987654/billing/payments?size=1')).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/no-such-route/12345' })).statusCode).toBe(404);
    const payment = parsePayment(await postPayment(server, token, 1, paymentBody()));
    await payWithCard(server, payment, SUCCESS_CARD);
    await expect
      .poll(async () => parsePayment(await server.getAs(token, `/api/v3/client/1/payments/${payment.id}`)).status)
      .toBe('succeeded');

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/v3\/client\/:contragentId\/billing\/payments",status_code="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/v3\/client\/:contragentId\/billing\/payments"\} /m,
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1$/m);
    expect(text).toMatch(/^http_request_errors_total\{status_code="404"\} [1-9]/m);
    expect(text).toMatch(/^payments_total\{outcome="created"\} 1$/m);
    expect(text).toMatch(/^payments_total\{outcome="succeeded"\} 1$/m);
    expect(text).toMatch(/^payments_total\{outcome="failed"\} 0$/m);
    expect(text).toMatch(/^websocket_connections 0$/m);
    expect(text).toMatch(/^db_pool_connections\{state="in_use",dialect="sqlite"\} /m);
    expect(text).toMatch(/^db_pool_max_connections\{dialect="sqlite"\} 1$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // Bounded labels: no raw URL, no account number, no query string.
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('size=1');
  });

  it('is not served on the API port, neither as /metrics nor as /api/metrics', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await fetch(apiUrl(path));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_requests_total');
    }
  });
});

describe('GET /api/ready', () => {
  it('answers 200 with every check ok beside the liveness route', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', brand: 'ok' } });
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the migrations when one of this build is not applied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ready-'));
    const other = await startTestServer({ dbPath: join(dir, 'operator.db'), documentsDir: join(dir, 'documents') });
    try {
      // Another process on the same file (an older build's rollback) took the newest migration away.
      const db = new DatabaseSync(join(dir, 'operator.db'));
      db.exec('DELETE FROM schema_migrations WHERE version = (SELECT MAX(version) FROM schema_migrations)');
      db.close();
      const response = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', migrations: 'failed', brand: 'ok' },
      });
    } finally {
      await other.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the database when it does not answer, and the brand when none is loaded', async () => {
    const broken = {
      db: {
        getExecutor: () => {
          throw new Error('connection refused');
        },
      },
    } as unknown as Store;
    const readiness = await checkReadiness({ store: broken, brand: undefined }, [1]);
    expect(readiness).toEqual({
      status: 'not-ready',
      checks: { database: 'failed', migrations: 'failed', brand: 'failed' },
    });
  });
});

describe('X-Request-Id', () => {
  it("keeps the trusted proxy's id: in the answer's header and in the request's log line", async () => {
    lines.length = 0;
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health?probe=1',
      headers: { 'x-request-id': 'portal-id-42' },
    });
    expect(response.headers['x-request-id']).toBe('portal-id-42');
    const logged = lines.find((line) => line.msg === 'request completed');
    expect(logged).toMatchObject({
      reqId: 'portal-id-42',
      method: 'GET',
      route: '/api/health',
      path: '/api/health',
      statusCode: 200,
    });
  });

  it('makes its own id for anyone else, and for an id that could forge a log line', async () => {
    const outsider = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.7',
      headers: { 'x-request-id': 'forged' },
    });
    expect(outsider.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const crafted = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a"}\n{"msg":"x' },
    });
    expect(crafted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('stopping', () => {
  it('counts an open websocket, and closes it with 1001 (going away) when the server stops', async () => {
    const other = await startTestServer();
    const address = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const client = openSocket(`${address.replace(/^http/, 'ws')}/api/ws`, [
      'bearer',
      await accessTokenOf(other, 'resident@demo.ru'),
    ]);
    await client.next('ready');
    expect(await other.app.apiMetrics!.registry.getSingleMetricAsString('websocket_connections')).toMatch(
      /^websocket_connections 1$/m,
    );
    await other.app.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'Server restarting' });
  });
});
