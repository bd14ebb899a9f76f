import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { migratePostgres } from './migrate-postgres.ts';
import { openStore } from './store.ts';
import type { Store } from './store.ts';

export interface AppStoreConfig {
  /** The SQLite file (or ':memory:'); not opened, not even created, when there is a databaseUrl. */
  dbPath: string;
  /** postgres://… (DATABASE_URL): every table is in PostgreSQL. */
  databaseUrl: string | undefined;
  now: number;
  poolSize?: number;
}

export interface AppStore {
  store: Store;
  /** SQLite only: the store's one connection (the server checkpoints its WAL); undefined on PostgreSQL. */
  sqlite: DatabaseSync | undefined;
  /** Closes the store and, on SQLite, its connection. */
  close(): Promise<void>;
}

/**
 * The store the server, the CLIs and the tests work on, with its schema up to date: a PostgreSQL
 * pool under a databaseUrl, otherwise the SQLite file (migrated synchronously) with the store over
 * its one connection.
 */
export async function openAppStore({ dbPath, databaseUrl, now, poolSize }: AppStoreConfig): Promise<AppStore> {
  if (databaseUrl === undefined) {
    const db = openDatabase(dbPath);
    try {
      migrate(db, now);
    } catch (error) {
      db.close();
      throw error;
    }
    const store = openStore({ dialect: 'sqlite', db });
    return {
      store,
      sqlite: db,
      async close() {
        await store.close();
        db.close();
      },
    };
  }
  const store = openStore({ dialect: 'postgres', url: databaseUrl, poolSize });
  try {
    await migratePostgres(store, now);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { store, sqlite: undefined, close: () => store.close() };
}
