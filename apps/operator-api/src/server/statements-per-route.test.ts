import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, asResident } from '../test-support/communication-client.ts';
import { startDemoBillingServer } from '../test-support/billing-server.ts';
import { countStatements } from '../test-support/statement-count.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';

/**
 * The API calls of the portal's busiest screens, as the pages make them for resident@demo.ru's
 * first account (in the installments register): packages/features/dashboard's page, the first
 * screen of packages/features/billing (the summary, the charges tab's months and newest month, the
 * pay form's receipt contact), the tasks and the signed-in user every screen's layout reads.
 */
const ROUTES = {
  dashboard: ['/api/v3/client/1/billing/summary', '/api/v3/main/communication/tasks', '/api/v3/client/1/installments'],
  billing: [
    '/api/v3/client/1/billing/summary',
    '/api/v3/client/1/billing/periods',
    '/api/v3/client/1/billing/charges/2026-05',
    '/api/v3/client/profile',
  ],
  tasks: ['/api/v3/main/communication/tasks'],
  user: ['/api/v3/main/user/'],
} as const satisfies Record<string, readonly string[]>;

type Screen = keyof typeof ROUTES;

/**
 * The SQL statements each call runs (a round trip each on PostgreSQL), BEGIN and COMMIT included.
 * A change here is a change in round trips per request: lower it freely, raise it only knowingly.
 */
const EXPECTED: Record<Screen, readonly number[]> = {
  dashboard: [4, 3, 7],
  billing: [4, 3, 4, 2],
  tasks: [3],
  user: [3],
};

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

describe.each(BACKENDS)('statements per route on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let resident: ReturnType<typeof asResident>;
  const measured: Partial<Record<Screen, number[]>> = {};

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startDemoBillingServer({ databaseUrl: database.databaseUrl });
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
  });

  afterAll(async () => {
    await server.app.close();
    await database.drop();
    // For the closing note of a change that moves these figures.
    console.info(
      `statements per route on ${backend}:\n` +
        Object.entries(measured)
          .map(([screen, counts]) => `  ${screen}: ${sum(counts)} (${counts.join(' + ')})`)
          .join('\n'),
    );
  });

  it.each(Object.keys(ROUTES) as Screen[])('%s runs the statements it is pinned to', async (screen) => {
    const counts: number[] = [];
    const texts: string[] = [];
    for (const url of ROUTES[screen]) {
      // Warm once: a first call may prepare what later calls reuse; the steady state is what is pinned.
      expect((await resident('GET', url)).statusCode).toBe(200);
      const { result, statements } = await countStatements(() => resident('GET', url));
      expect(result.statusCode, url).toBe(200);
      // The ledger is computed at most once per request: its lines are read at most once.
      expect(statements.filter((text) => text.includes('FROM ledger_lines l ')).length, url).toBeLessThanOrEqual(1);
      counts.push(statements.length);
      texts.push(`${url}:`, ...statements.map((text) => `  ${text}`));
    }
    measured[screen] = counts;
    expect(counts, texts.join('\n')).toEqual(EXPECTED[screen]);
  });
});
