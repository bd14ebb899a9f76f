// `pnpm dev`: the operator API on its embedded SQLite (seeded demo residents) and the portal's
// Vite dev server with hot reload in front of it, in one process, mailing to the local mail
// catcher. Ctrl+C stops all three.
import { buildServer, ensureAdminTokenFile, loadOptionsFromEnv } from '@resident/operator-api';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { brandFileFromEnv } from './brand-file.ts';
import { startDemoMail } from '@resident/mail-catcher';
import { brandLabel, stackBanner, stopOnSignals } from './stack-banner.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiOptions = loadOptionsFromEnv(process.env);
// The operator side (admin API and `operator` CLI) shares the token file main.ts uses.
const brandFile = brandFileFromEnv(root, process.env);
// Mail by SMTP to the local mail catcher, as under `npm start`.
const mail = await startDemoMail(apiOptions.smtpUrl, apiOptions.dbPath, process.env);
const api = await buildServer({
  ...apiOptions,
  brandFile,
  seed: true,
  smtpUrl: mail.smtpUrl,
  adminToken: apiOptions.adminToken ?? ensureAdminTokenFile(),
});
const apiUrl = await api.listen({ host: apiOptions.host, port: apiOptions.port });

process.env.OPERATOR_API_URL = apiUrl;
const portal = await createServer({
  root: path.join(root, 'apps/portal'),
  configFile: path.join(root, 'apps/portal/vite.config.ts'),
});
await portal.listen();
const portalUrl = portal.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

process.stdout.write(stackBanner(portalUrl, apiUrl, brandLabel(root, brandFile), mail.where));

stopOnSignals(portal, api, { close: () => mail.stop() });
