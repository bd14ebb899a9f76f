import { buildServer } from '@resident/operator-api';
import { operatorSide } from '@resident/operator-api/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type Browser } from './browser';
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

export type OperatorStack = Awaited<ReturnType<typeof startOperatorStack>>;

/**
 * The file's own operator stack and one browser for all its tests, started before them and
 * stopped after. Read `stack` and `page` inside hooks and tests: they exist once beforeAll ran.
 */
export function operatorStackPerFile(): { readonly stack: OperatorStack; readonly page: Page } {
  let stack: OperatorStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startOperatorStack();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return {
    get stack() {
      return stack!;
    },
    get page() {
      return browser!.page;
    },
  };
}
