// The portal server's Prometheus metrics, served by serve.ts on a listener of its own
// (PORTAL_METRICS_PORT), never on the public port nor through /api.
import { createHttpMetrics, type HttpMetrics } from '@resident/server-observability';
import { Gauge } from 'prom-client';

/** `observeRequest`'s route: the route's pattern ('/api/*', '/*' for files), 'page' for a page's shell, 'unmatched' for a 404. */
export interface PortalMetrics extends HttpMetrics {
  countWebSocket(delta: 1 | -1): void;
}

export function createPortalMetrics(
  upstreamHealth: () => ReadonlyArray<{ origin: string; healthy: boolean }>,
): PortalMetrics {
  const http = createHttpMetrics();
  const { registry } = http;
  const websockets = new Gauge({
    name: 'websocket_connections',
    help: 'Open websockets proxied to the operator API',
    registers: [registry],
  });
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
    ...http,
    countWebSocket: (delta) => websockets.inc(delta),
  };
}
