import { buildPortalServer, configFromEnv } from './portal-server.ts';

const host = process.env.PORTAL_HOST ?? '127.0.0.1';
const port = Number(process.env.PORTAL_PORT ?? 4173);
const app = await buildPortalServer({
  // Several instances (issue 19): comma-separated, requests are spread over them.
  operatorApiUrl: process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080',
  config: configFromEnv(process.env),
  serveSourceMaps: process.env.PORTAL_SERVE_SOURCEMAPS === 'true',
});
await app.listen({ host, port });
process.stdout.write(`Портал (сборка): http://${host}:${port}\n`);
