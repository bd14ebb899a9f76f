import { listenProblem } from '@resident/settings';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildPortalServer, DEFAULT_DIST } from './portal-server.ts';
import { readPortalSettings, type PortalSettings } from './portal-settings.ts';

/** How long a stop may take before the process exits anyway (open sockets are destroyed first). */
const STOP_DEADLINE_MS = 5_000;

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
let address: string;
try {
  app = await buildPortalServer({
    distDir,
    // Several instances: requests are spread over the healthy ones.
    operatorApiUrl: settings.operatorApiUrls,
    config: settings.config,
    serveSourceMaps: settings.serveSourceMaps,
    logLevel: settings.logLevel,
  });
  address = await app.listen({ host: settings.host, port: settings.port });
} catch (error) {
  const where = { host: settings.host, port: settings.port, hostSetting: 'PORTAL_HOST', portSetting: 'PORTAL_PORT' };
  fail(listenProblem(error, where, 'ru') ?? (error instanceof Error ? error.message : String(error)));
}
process.stdout.write(`Портал (сборка): ${address}\n`);

// A stop ends every connection, websockets included (forceCloseConnections and the proxy's own
// close), so nothing a client holds open can keep the process alive.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
