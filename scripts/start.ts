// `npm start`: what residents get — the production build of the portal behind its own static
// server (apps/portal/scripts/portal-server.ts), in front of the operator API on its embedded
// SQLite (seeded demo residents), which mails through SMTP to a local mail catcher (@resident/mail-catcher).
// turbo builds the portal only when its sources changed, so a second start takes seconds. Ctrl+C
// stops all three. Developers with hot reload: `pnpm dev`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, ensureAdminTokenFile, loadOptionsFromEnv } from '@resident/operator-api';
import { buildPortalServer, configFromEnv } from '../apps/portal/scripts/portal-server.ts';
import { brandFileFromEnv } from './brand-file.ts';
import { startDemoMail } from '@resident/mail-catcher';
import type { DemoMail } from '@resident/mail-catcher';
import { brandLabel, stackBanner, stopOnSignals } from './stack-banner.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let brandFile: string | undefined;
try {
  brandFile = brandFileFromEnv(root, process.env);
} catch (error) {
  fail((error as Error).message);
}

const build = spawnSync('turbo', ['run', 'build', '--filter=@resident/portal', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) fail('Сборка портала не удалась — причина выше.');

const host = process.env.PORTAL_HOST ?? '127.0.0.1';
const port = Number(process.env.PORTAL_PORT ?? 5173);
const apiOptions = loadOptionsFromEnv(process.env);
let mail: DemoMail;
try {
  mail = await startDemoMail(apiOptions.smtpUrl, apiOptions.dbPath, process.env);
} catch (error) {
  fail(`Почтовый ящик демо не запустился: ${(error as Error).message}`);
}
let api: Awaited<ReturnType<typeof buildServer>>;
try {
  // The operator side (admin API and `operator` CLI) shares the token file main.ts uses.
  api = await buildServer({
    ...apiOptions,
    // The emailed registration and recovery links open the portal started here.
    portalUrl: process.env.PORTAL_URL ?? `http://${host}:${port}`,
    brandFile,
    seed: true,
    // The same SMTP delivery as production; no route of the API shows the mail.
    smtpUrl: mail.smtpUrl,
    adminToken: apiOptions.adminToken ?? ensureAdminTokenFile(),
  });
} catch (error) {
  await mail.stop();
  fail(`API оператора не запустился: ${(error as Error).message}`);
}
const apiUrl = await api.listen({ host: apiOptions.host, port: apiOptions.port });

// The local demo keeps the development environment (every feature flag of spec §6 for
// development); PORTAL_ENVIRONMENT chooses another.
const portal = await buildPortalServer({
  operatorApiUrl: apiUrl,
  config: configFromEnv({ PORTAL_ENVIRONMENT: 'development', ...process.env }),
});
const portalUrl = await portal.listen({ host, port });

process.stdout.write(stackBanner(`${portalUrl}/`, apiUrl, brandLabel(root, brandFile), mail.where));

stopOnSignals(portal, api, { close: () => mail.stop() });
