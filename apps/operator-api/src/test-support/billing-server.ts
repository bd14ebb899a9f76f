import type { ServerOptions } from '../config/options.ts';
import { startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

/** 15 May 2026, noon in Moscow: the demo ledger of a billing test server runs 2022-06 … 2026-05. */
export const DEMO_BILLING_NOW = Date.UTC(2026, 4, 15, 9);

/**
 * A test server whose demo ledger was seeded on DEMO_BILLING_NOW, so the figures do not move with
 * the calendar; its clock then runs from the wall clock, because altcha-lib checks challenges
 * against the wall clock and the residents must be able to sign in.
 */
export async function startDemoBillingServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  let offset = DEMO_BILLING_NOW - Date.now();
  const server = await startTestServer({ now: () => Date.now() + offset, ...overrides });
  offset = 0;
  return server;
}
