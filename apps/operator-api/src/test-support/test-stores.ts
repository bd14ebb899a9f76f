import type { DatabaseSync } from 'node:sqlite';
import { openAppStore } from '../db/store/open-app-store.ts';
import { openStore } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createTestDatabase } from './test-databases.ts';
import type { Backend } from './test-databases.ts';

export interface TestStore {
  store: Store;
  /** SQLite only: the store's own connection, for a test to read or write rows directly. */
  sqlite: DatabaseSync | undefined;
  close(): Promise<void>;
}

/** A migrated, empty store of the backend, as the server opens it (SQLite: in memory). */
export async function openTestStore(backend: Backend, now = 1): Promise<TestStore> {
  const database = await createTestDatabase(backend);
  const opened = await openAppStore({ dbPath: ':memory:', databaseUrl: database.databaseUrl, now });
  return {
    store: opened.store,
    sqlite: opened.sqlite,
    async close() {
      await opened.close();
      await database.drop();
    },
  };
}

export interface TwoInstanceStores {
  store: Store;
  /** A second instance's store on the same database (PostgreSQL: a pool of its own); on SQLite the same one. */
  other: Store;
  close(): Promise<void>;
}

/** A migrated, empty database of the backend as two instances open it (the across-instance races). */
export async function openTwoInstanceStores(backend: Backend, now = 1): Promise<TwoInstanceStores> {
  const database = await createTestDatabase(backend);
  const opened = await openAppStore({ dbPath: ':memory:', databaseUrl: database.databaseUrl, now });
  const other = database.databaseUrl ? openStore({ dialect: 'postgres', url: database.databaseUrl }) : opened.store;
  return {
    store: opened.store,
    other,
    async close() {
      if (other !== opened.store) await other.close();
      await opened.close();
      await database.drop();
    },
  };
}

/** The SQLite connection of a SQLite test store (a test that reads query plans or rows directly). */
export function sqliteOf(test: TestStore): DatabaseSync {
  if (!test.sqlite) throw new Error('not a SQLite test store');
  return test.sqlite;
}
