import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openStore } from '../db/store/store.ts';

/** The backends a repository's tests run on: the embedded default and PostgreSQL. */
export type Backend = 'sqlite' | 'postgres';

export const postgresUrl = (): string | undefined => inject('postgresUrl');

/** Both backends, or SQLite alone when the run skips PostgreSQL (TEST_POSTGRES=skip). */
export const BACKENDS: Backend[] = postgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  /** The server's databaseUrl option: undefined for SQLite, a fresh empty PostgreSQL database otherwise. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

async function asSuperuser(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database of the backend; drop() removes it (close what uses it first). */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const base = postgresUrl();
  if (backend === 'sqlite') return { databaseUrl: undefined, drop: async () => {} };
  if (!base) throw new Error('no PostgreSQL in this run (TEST_POSTGRES=skip)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asSuperuser(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => asSuperuser(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Two instances' stores (each its own pool) on one fresh PostgreSQL database, as two API processes
 * share one; close() closes both and drops the database.
 */
export async function twoStoresOnOnePostgres() {
  const database = await createTestDatabase('postgres');
  const url = database.databaseUrl ?? '';
  const a = openStore({ dialect: 'postgres', url });
  const b = openStore({ dialect: 'postgres', url });
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    },
  };
}
