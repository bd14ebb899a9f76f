import { listenProblem } from '@resident/settings';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { listenMetrics } from '@resident/server-observability';
import { buildPortalServer, DEFAULT_DIST } from './portal-server.ts';
import { readPortalSettings, type PortalSettings } from './portal-settings.ts';

/**
 * How long a stop may drain (requests under way finish) before the process exits anyway with 1.
 * Connections with nothing under way close at once, so an ordinary stop takes far less.
 */
const STOP_DEADLINE_MS = 10_000;

/** A start that cannot succeed (a bad setting, the port taken): one line naming the setting, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`Портал не запустился: ${message}\n`);
  process.exit(1);
}

// Every setting, its default and an example: portal-settings.ts (README «Settings»).
let settings: PortalSettings;
try {
  settings = readPortalSettings(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// Without a build every page would fail: say so before listening.
const distDir = settings.distDir ?? DEFAULT_DIST;
if (!existsSync(path.join(distDir, 'index.html'))) {
  fail(
    settings.distDir
      ? `PORTAL_DIST_DIR: в папке ${distDir} нет сборки портала (index.html) — укажите папку, которую написала pnpm --filter @resident/portal build`
      : `нет сборки портала в ${distDir} — сначала pnpm --filter @resident/portal build`,
  );
}

let app: Awaited<ReturnType<typeof buildPortalServer>>;
try {
  app = await buildPortalServer({
    distDir,
    // Several instances: requests are spread over the healthy ones.
    operatorApiUrl: settings.operatorApiUrls,
    config: settings.config,
    serveSourceMaps: settings.serveSourceMaps,
    logLevel: settings.logLevel,
    ...(settings.trustedProxy ? { trustedProxy: settings.trustedProxy } : {}),
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
/** Listens, or stops with one line naming the settings of the address that could not be taken. */
async function listenOr<T>(
  listen: () => Promise<T>,
  where: { host: string; port: number; hostSetting: string; portSetting: string },
): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    fail(listenProblem(error, where, 'ru') ?? (error instanceof Error ? error.message : String(error)));
  }
}
const address = await listenOr(() => app.listen({ host: settings.host, port: settings.port }), {
  host: settings.host,
  port: settings.port,
  hostSetting: 'PORTAL_HOST',
  portSetting: 'PORTAL_PORT',
});
const { metricsPort, metricsHost } = settings;
const metrics =
  metricsPort === undefined || !app.portalMetrics
    ? undefined
    : await listenOr(() => listenMetrics(app.portalMetrics!.registry, metricsHost, metricsPort), {
        host: metricsHost,
        port: metricsPort,
        hostSetting: 'PORTAL_METRICS_HOST',
        portSetting: 'PORTAL_METRICS_PORT',
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
