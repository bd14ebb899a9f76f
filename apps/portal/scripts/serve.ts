import type { Server } from 'node:http';
import { listenMetrics } from './portal-metrics.ts';
import { buildPortalServer, configFromEnv } from './portal-server.ts';

const host = process.env.PORTAL_HOST ?? '127.0.0.1';
const port = Number(process.env.PORTAL_PORT ?? 4173);
// GET /metrics (Prometheus) on a listener of its own, loopback unless set; unset port: none.
const metricsPort = process.env.PORTAL_METRICS_PORT ? Number(process.env.PORTAL_METRICS_PORT) : undefined;
const metricsHost = process.env.PORTAL_METRICS_HOST ?? '127.0.0.1';
// The proxy in front whose X-Request-Id is kept ('loopback', addresses, CIDRs); unset: none.
const trustedProxy = process.env.PORTAL_TRUSTED_PROXY;
/**
 * How long a stop may drain (requests under way finish) before the process exits anyway with 1.
 * Connections with nothing under way close at once, so an ordinary stop takes far less.
 */
const STOP_DEADLINE_MS = 10_000;

const app = await buildPortalServer({
  // The build to serve; apps/portal/dist unless set.
  ...(process.env.PORTAL_DIST_DIR ? { distDir: process.env.PORTAL_DIST_DIR } : {}),
  // Several instances: comma-separated, requests are spread over the healthy ones.
  operatorApiUrl: process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080',
  config: configFromEnv(process.env),
  serveSourceMaps: process.env.PORTAL_SERVE_SOURCEMAPS === 'true',
  ...(trustedProxy ? { trustedProxy } : {}),
});
const address = await app.listen({ host, port });
const metrics =
  metricsPort === undefined || !app.portalMetrics
    ? undefined
    : await listenMetrics(app.portalMetrics.registry, metricsHost, metricsPort).catch((error: Error & { code?: string }) => {
        // An operator's mistake (a taken port, a wrong number): one line naming the setting.
        process.stderr.write(`PORTAL_METRICS_PORT: не удалось открыть ${metricsHost}:${process.env.PORTAL_METRICS_PORT} (${error.code ?? error.message})\n`);
        process.exit(1);
      });
process.stdout.write(`Портал (сборка): ${address}\n`);
if (metrics) process.stdout.write(`Метрики: ${metrics.url}\n`);

const closeMetrics = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });

// A stop drains (graceful-stop.ts): no new connections, idle ones closed at once, requests under
// way answered in full, websockets sent 1001 (going away); the metrics listener goes last.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    void app
      .close()
      .then(() => closeMetrics(metrics?.server))
      .then(() => process.exit(0));
  });
}
