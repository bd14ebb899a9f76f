import type { DatabaseSync } from 'node:sqlite';
import { migratePostgres } from './migrate-postgres.ts';
import { openStore } from './store.ts';
import type { Store } from './store.ts';

/**
 * The server's async store. Without a PostgreSQL URL it shares the app's SQLite connection (already
 * migrated by migrate()); with one it opens a pool and brings PostgreSQL's schema up to date.
 */
export async function openAppStore(db: DatabaseSync, databaseUrl: string | undefined, now: number, poolSize?: number): Promise<Store> {
  if (databaseUrl === undefined) return openStore({ dialect: 'sqlite', db });
  const store = openStore({ dialect: 'postgres', url: databaseUrl, poolSize });
  try {
    await migratePostgres(store, now);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
