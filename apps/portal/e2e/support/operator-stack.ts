import { operatorSide, startMailSink, startOperatorApi, type OperatorApiOptions } from '@resident/test-stack';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type Browser } from './browser';
import { startPortal } from './stack';

/** The admin credential of stacks started here; only these tests' operator API accepts it. */
const ADMIN_TOKEN = 'e2e-operator';

/**
 * A seeded operator API and portal of the test file's own, with the operator's side open: a file
 * that changes unread counts and tasks must not share them with the other files (the shared stack
 * of global-setup has no admin credential anyway). Documents go to a temporary folder; mail to
 * an SMTP sink of the file's own (`mail`). `apiOptions` sets the operator API's other options (a file
 * whose journeys depend on the date gives it a clock).
 */
export async function startOperatorStack(
  portalEnv: NodeJS.ProcessEnv = {},
  apiOptions: Omit<OperatorApiOptions, 'adminToken' | 'smtpUrl'> = {},
) {
  // The API mails through SMTP to the file's own sink, as it mails residents in production.
  const mail = await startMailSink();
  const api = await startOperatorApi({ ...apiOptions, adminToken: ADMIN_TOKEN, smtpUrl: mail.smtpUrl });
  const portal = await startPortal(api.url, portalEnv);
  return {
    portalUrl: portal.url,
    operatorApiUrl: api.url,
    operator: operatorSide(`${api.url}/api`, ADMIN_TOKEN),
    /** The mailboxes of the file: every message the API sent, read as residents receive them. */
    mail,
    async stop() {
      await portal.stop();
      await api.stop();
      await mail.stop();
    },
  };
}

export type OperatorStack = Awaited<ReturnType<typeof startOperatorStack>>;

/**
 * The file's own operator stack and one browser for all its tests, started before them and
 * stopped after; `portalEnv` sets the portal's config.json (PORTAL_* variables), `api` the operator
 * API's options (e.g. its clock). Read `stack` and `page` inside hooks and tests: they exist once beforeAll ran.
 */
export function operatorStackPerFile(
  portalEnv: NodeJS.ProcessEnv = {},
  api: Omit<OperatorApiOptions, 'adminToken'> = {},
): { readonly stack: OperatorStack; readonly page: Page } {
  let stack: OperatorStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startOperatorStack(portalEnv, api);
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
