import type { ServerOptions } from '../config/options.ts';
import { createTestDatabase } from './test-databases.ts';
import { startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

export interface TestInstances {
  a: TestServer;
  b: TestServer;
  /** The PostgreSQL database both use. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * Two API instances on one fresh PostgreSQL database, as behind one address: the same
 * altcha secret and one clock (A's).
 * Started one after the other, so the demo seeds of the second find the first's rows.
 */
export async function startTestInstances(overrides: Partial<ServerOptions> = {}): Promise<TestInstances> {
  const database = await createTestDatabase('postgres');
  const a = await startTestServer({ ...overrides, databaseUrl: database.databaseUrl });
  const b = await startTestServer({ ...overrides, databaseUrl: database.databaseUrl, now: a.clock.now });
  return {
    a,
    b,
    databaseUrl: database.databaseUrl,
    async close() {
      await Promise.all([a.app.close(), b.app.close()]);
      await database.drop();
    },
  };
}
