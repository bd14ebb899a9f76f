import { buildServer } from '@resident/operator-api';
import { operatorSide } from '@resident/operator-api/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './stack';

/** The admin credential of stacks started here; only these tests' operator API accepts it. */
const ADMIN_TOKEN = 'e2e-operator';

/**
 * A seeded operator API and portal of the test file's own, with the operator's side open: a file
 * that changes unread counts and tasks must not share them with the other files (the shared stack
 * of global-setup has no admin credential anyway). Documents go to a temporary folder.
 */
export async function startOperatorStack() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resident-e2e-'));
  const api = await buildServer({
    dbPath: path.join(dataDir, 'operator.db'),
    seed: true,
    port: 0,
    tokenRateLimit: 1000,
    adminToken: ADMIN_TOKEN,
  });
  const operatorApiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const portal = await startPortal(operatorApiUrl);
  return {
    portalUrl: portal.url,
    operator: operatorSide(`${operatorApiUrl}/api`, ADMIN_TOKEN),
    async stop() {
      await portal.stop();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
