// Vitest global setup: one throw-away PostgreSQL for the whole run; each test that runs
// on it makes a database of its own (test-databases.ts). TEST_POSTGRES=skip runs the SQLite half only.
import { startPostgres } from '@resident/postgres-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the run's PostgreSQL, or undefined with TEST_POSTGRES=skip. */
    postgresUrl: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES === 'skip') {
    console.warn('TEST_POSTGRES=skip: the PostgreSQL half of the operator API tests is skipped.');
    project.provide('postgresUrl', undefined);
    return;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
