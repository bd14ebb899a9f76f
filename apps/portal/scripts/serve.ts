import { buildPortalServer, configFromEnv } from './portal-server.ts';

const host = process.env.PORTAL_HOST ?? '127.0.0.1';
const port = Number(process.env.PORTAL_PORT ?? 4173);
/** How long a stop may take before the process exits anyway (open sockets are destroyed first). */
const STOP_DEADLINE_MS = 5_000;

const app = await buildPortalServer({
  // The build to serve; apps/portal/dist unless set.
  ...(process.env.PORTAL_DIST_DIR ? { distDir: process.env.PORTAL_DIST_DIR } : {}),
  // Several instances: comma-separated, requests are spread over the healthy ones.
  operatorApiUrl: process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080',
  config: configFromEnv(process.env),
  serveSourceMaps: process.env.PORTAL_SERVE_SOURCEMAPS === 'true',
});
const address = await app.listen({ host, port });
process.stdout.write(`Портал (сборка): ${address}\n`);

// A stop ends every connection, websockets included (forceCloseConnections and the proxy's own
// close), so nothing a client holds open can keep the process alive.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
