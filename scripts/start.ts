// `npm start`: what residents get — the production build of the portal behind its own static
// server (apps/portal/server/portal-server.ts), in front of the operator API on its embedded
// SQLite (seeded demo residents), which mails through SMTP to a local mail catcher (@resident/mail-catcher).
// turbo builds the portal only when its sources changed, so a second start takes seconds. Ctrl+C
// stops all three. Developers with hot reload: `pnpm dev`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, ensureAdminTokenFile, loadOptionsFromEnv } from '@resident/operator-api';
import { listenProblem } from '@resident/settings';
import { buildPortalServer } from '../apps/portal/server/portal-server.ts';
import { readPortalSettings } from '../apps/portal/server/portal-settings.ts';
import { brandFileFromEnv } from './brand-file.ts';
import { startDemoMail } from '@resident/mail-catcher';
import type { DemoMail } from '@resident/mail-catcher';
import { brandLabel, stackBanner, stopOnSignals } from './stack-banner.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The environment with the demo's own defaults where a variable is unset or empty. */
function withDefaults(defaults: Record<string, string>, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  return { ...defaults, ...given };
}

// Every setting is checked before the build, so a typo costs no wait. The demo's defaults differ
// from the production server's on purpose (apps/portal/README.md, «Two defaults»): port 5173, the
// operator API's default PORTAL_URL, and the development environment, every feature flag on.
const problems: string[] = [];
/** What `read` returns, or undefined with its message kept: every bad setting is said at once. */
function checked<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
}
const brandFile = checked(() => brandFileFromEnv(root, process.env));
const portalSettings = checked(() =>
  readPortalSettings(withDefaults({ PORTAL_PORT: '5173', PORTAL_ENVIRONMENT: 'development' }, process.env)),
);
const apiOptions = checked(() => loadOptionsFromEnv(process.env));
if (!portalSettings || !apiOptions || problems.length > 0) fail(`Настройка не подходит: ${problems.join('; ')}`);
const { host, port } = portalSettings;

const build = spawnSync('turbo', ['run', 'build', '--filter=@resident/portal', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) fail('Сборка портала не удалась — причина выше.');

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
/** A port taken (a second `npm start`) or an address this machine lacks: one line, everything stopped. */
async function failListening(
  what: string,
  error: unknown,
  target: Parameters<typeof listenProblem>[1],
): Promise<never> {
  await Promise.allSettled([api.close(), mail.stop()]);
  fail(`${what} не запустился: ${listenProblem(error, target, 'ru') ?? (error as Error).message}`);
}

const apiUrl = await api.listen({ host: apiOptions.host, port: apiOptions.port }).catch((error: unknown) =>
  failListening('API оператора', error, {
    host: apiOptions.host,
    port: apiOptions.port,
    hostSetting: 'OPERATOR_API_HOST',
    portSetting: 'OPERATOR_API_PORT',
  }),
);

const portal = await buildPortalServer({
  operatorApiUrl: apiUrl,
  config: portalSettings.config,
  logLevel: portalSettings.logLevel,
});
const portalUrl = await portal.listen({ host, port }).catch(async (error: unknown) => {
  await portal.close();
  return failListening('Портал', error, { host, port, hostSetting: 'PORTAL_HOST', portSetting: 'PORTAL_PORT' });
});

process.stdout.write(stackBanner(`${portalUrl}/`, apiUrl, brandLabel(root, brandFile), mail.where));

stopOnSignals(portal, api, { close: () => mail.stop() });
