import { afterEach, beforeEach } from 'vitest';
import type { ServerOptions } from '../config/options.ts';
import { createTestDatabase } from './test-databases.ts';
import type { Backend, TestDatabase } from './test-databases.ts';
import { startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

export interface BackendServer {
  /** The server of the running test. */
  readonly server: TestServer;
  /** The running test's fresh database of the backend. */
  readonly database: TestDatabase;
  /** One more server on the test's database; the caller closes it. */
  start(overrides?: Partial<ServerOptions>): Promise<TestServer>;
  /** Closes the test's server and puts one with other options on the same database in its place. */
  restart(overrides?: Partial<ServerOptions>): Promise<TestServer>;
}

/**
 * Registers beforeEach/afterEach for a fresh database of the backend and a server on it. Every
 * server of a test, also one restarted with other options, must use that database: a server
 * started without it would run on SQLite and the PostgreSQL run would test nothing.
 */
export function useBackendServer(backend: Backend, overrides: Partial<ServerOptions> = {}): BackendServer {
  let server: TestServer | undefined;
  let database: TestDatabase | undefined;
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('no test is running: read the backend server inside a test or hook');
    return value;
  };
  const start = (more: Partial<ServerOptions> = {}) =>
    startTestServer({ ...overrides, ...more, databaseUrl: current(database).databaseUrl });

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    server = await start();
  });
  afterEach(async () => {
    await server?.app.close();
    await database?.drop();
    server = undefined;
    database = undefined;
  });

  return {
    get server() {
      return current(server);
    },
    get database() {
      return current(database);
    },
    start,
    async restart(more = {}) {
      await current(server).app.close();
      server = await start(more);
      return server;
    },
  };
}
