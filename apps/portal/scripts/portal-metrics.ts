// The portal server's Prometheus metrics (issue 35), served by serve.ts on a listener of its own
// (PORTAL_METRICS_PORT), never on the public port nor through /api.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: files and shells take milliseconds, the proxied API more; the top buckets show a queue. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PortalMetrics {
  readonly registry: Registry;
  /** `route`: the route's pattern ('/api/*', '/*' for files), 'page' for a page's shell, 'unmatched' for a 404. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  countWebSocket(delta: 1 | -1): void;
}

export function createPortalMetrics(upstreamHealth: () => ReadonlyArray<{ origin: string; healthy: boolean }>): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by status code',
    labelNames: ['status_code'] as const,
    registers: [registry],
  });
  const websockets = new Gauge({ name: 'websocket_connections', help: 'Open websockets proxied to the operator API', registers: [registry] });
  new Gauge({
    name: 'upstream_healthy',
    help: 'Operator API instances in the rotation (1) or out of it (0), by origin',
    labelNames: ['origin'] as const,
    registers: [registry],
    collect() {
      for (const { origin, healthy } of upstreamHealth()) this.set({ origin }, healthy ? 1 : 0);
    },
  });
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const knownMethod = METHODS.has(method) ? method : 'other';
      requests.inc({ method: knownMethod, route, status_code: statusCode });
      duration.observe({ method: knownMethod, route }, seconds);
      if (statusCode >= 400) errors.inc({ status_code: statusCode });
    },
    countWebSocket: (delta) => websockets.inc(delta),
  };
}

/** GET /metrics on its own listener; anything else there is a bare 404. */
export async function listenMetrics(registry: Registry, host: string, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n'),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port: bound } = server.address() as AddressInfo;
  return { server, url: `http://${address.includes(':') ? `[${address}]` : address}:${bound}/metrics` };
}
