// Observability of the portal's server: /metrics only on its own listener (never the public port, never
// through /api), the request id made or taken from the trusted proxy, sent to the API and returned.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenMetrics } from '@resident/server-observability';
import { buildPortalServer } from './portal-server.ts';
import { tempDist } from './testing/raw-http.ts';

const dist = tempDist();
const upstream = Fastify();
const seen: { url: string; requestId: string | undefined }[] = [];
const portals: FastifyInstance[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  upstream.all('/*', async (request) => {
    if (request.url !== '/api/health')
      seen.push({ url: request.url, requestId: request.headers['x-request-id'] as string | undefined });
    return { ok: true };
  });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await Promise.all(portals.map((app) => app.close()));
  await upstream.close();
  dist.remove();
});

async function startPortal(options: { trustedProxy?: string; lines?: Record<string, unknown>[] } = {}) {
  const { port } = upstream.server.address() as { port: number };
  const app = await buildPortalServer({
    distDir: dist.dir,
    operatorApiUrl: `http://127.0.0.1:${port}`,
    config: {},
    prerender: false,
    ...(options.trustedProxy ? { trustedProxy: options.trustedProxy } : {}),
    ...(options.lines
      ? {
          logStream: { write: (line: string) => void options.lines!.push(JSON.parse(line) as Record<string, unknown>) },
        }
      : {}),
  });
  portals.push(app);
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

describe('/metrics', () => {
  it('is refused through the proxy, however /api/metrics is spelt, and never reaches the API', async () => {
    const { url } = await startPortal();
    seen.length = 0;
    for (const path of [
      '/api/metrics',
      '/API/metrics',
      '/api//metrics/',
      '/api/./metrics',
      '/api/x/../metrics',
      '/api/%6Detrics',
      '/api/metrics?format=text',
    ]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ details: 'NOT_FOUND', message: 'Не найдено' });
    }
    expect(seen).toEqual([]);
  });

  it('is not served by the public page server, whatever the client accepts', async () => {
    const { url } = await startPortal();
    for (const accept of ['text/html', 'text/plain', '*/*']) {
      const response = await fetch(`${url}/metrics`, { headers: { accept } });
      expect(response.status, accept).toBe(404);
      expect(await response.text(), accept).not.toContain('http_requests_total');
    }
  });

  it('serves the request, error, websocket, upstream and process families on its own listener', async () => {
    const { app, url } = await startPortal();
    await fetch(`${url}/api/v3/client/1/billing?x=secret-value`);
    await fetch(`${url}/config.json`);
    await fetch(`${url}/no/such/file.js`);
    const metrics = await listenMetrics(app.portalMetrics!.registry, '127.0.0.1', 0);
    try {
      const response = await fetch(metrics.url);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/\*",status_code="200"\} 1$/m);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/config\.json",status_code="200"\} 1$/m);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1$/m);
      // Counted in the histogram (the bucket it lands in depends on how busy the machine is).
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/\*"\} 1$/m);
      expect(text).toMatch(/^http_request_errors_total\{status_code="404"\} 1$/m);
      expect(text).toMatch(/^websocket_connections 0$/m);
      expect(text).toMatch(/^upstream_healthy\{origin="http:\/\/127\.0\.0\.1:\d+"\} 1$/m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
      // Bounded labels: no URL, no query string.
      expect(text).not.toContain('secret-value');
      expect(text).not.toContain('/api/v3/client/1');
      expect((await fetch(metrics.url.replace('/metrics', '/'))).status).toBe(404);
    } finally {
      await new Promise((resolve) => metrics.server.close(resolve));
    }
  });
});

describe('X-Request-Id', () => {
  it('is made here, logged, sent to the API and returned; a client cannot choose it', async () => {
    const { url } = await startPortal();
    seen.length = 0;
    const response = await fetch(`${url}/api/v3/client/freeAccess/branding`, {
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(seen).toEqual([{ url: '/api/v3/client/freeAccess/branding', requestId: id }]);
    const page = await fetch(`${url}/config.json`);
    expect(page.headers.get('x-request-id')).toMatch(UUID);
    expect(page.headers.get('x-request-id')).not.toBe(id);
  });

  it("keeps the trusted proxy's id (nginx's $request_id) and passes it on", async () => {
    const { url } = await startPortal({ trustedProxy: 'loopback' });
    seen.length = 0;
    const response = await fetch(`${url}/api/v3/client/freeAccess/branding`, {
      headers: { 'x-request-id': '9f1c0e4b7a2d4c6e8f0a1b2c3d4e5f60' },
    });
    expect(response.headers.get('x-request-id')).toBe('9f1c0e4b7a2d4c6e8f0a1b2c3d4e5f60');
    expect(seen[0]?.requestId).toBe('9f1c0e4b7a2d4c6e8f0a1b2c3d4e5f60');
    // Even from the trusted proxy, nothing that could forge a log line.
    const forged = await fetch(`${url}/config.json`, { headers: { 'x-request-id': 'a b"c' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
  });
});
