import { startOperatorApi } from '@resident/test-stack';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPortalServer, configFromEnv, type PortalServerOptions } from '../../server/portal-server.ts';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

/**
 * The built portal's production server in front of an operator API, with config.json from `env`
 * and, for a suite that plays many residents from one address, other proxy limits.
 */
export async function startPortal(
  operatorApiUrl: string,
  env: NodeJS.ProcessEnv = {},
  proxyLimits?: PortalServerOptions['proxyLimits'],
) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('apps/portal/dist is missing: run `pnpm --filter @resident/portal build` first');
  }
  const portal = await buildPortalServer({
    distDir,
    operatorApiUrl,
    config: configFromEnv({ PORTAL_ENVIRONMENT: 'development', ...env }),
    proxyLimits,
  });
  const url = await portal.listen({ host: '127.0.0.1', port: 0 });
  return { url, stop: () => portal.close() };
}

/**
 * Starts the real operator API on a temporary database and the built portal in front of it.
 * `adminToken` opens the operator's side (/api/admin) for harnesses that play the operator.
 */
export async function startStack(env: NodeJS.ProcessEnv = {}, { adminToken }: { adminToken?: string } = {}) {
  const api = await startOperatorApi({ adminToken });
  const portal = await startPortal(api.url, env);
  return {
    portalUrl: portal.url,
    operatorApiUrl: api.url,
    async stop() {
      await portal.stop();
      await api.stop();
    },
  };
}
