import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openAppStore } from '../db/store/open-app-store.ts';
import type { Store } from '../db/store/store.ts';
import { createTestDatabase } from './test-databases.ts';
import type { Backend } from './test-databases.ts';

export interface TestStore {
  store: Store;
  /** The SQLite connection beside it, where the repositories not yet moved keep their tables. */
  db: DatabaseSync;
  close(): Promise<void>;
}

/** A migrated, empty store of the backend, as the server opens it (SQLite: in memory). */
export async function openTestStore(backend: Backend, now = 1): Promise<TestStore> {
  const db = openDatabase(':memory:');
  migrate(db, now);
  const database = await createTestDatabase(backend);
  const store = await openAppStore(db, database.databaseUrl, now);
  return {
    store,
    db,
    async close() {
      await store.close();
      db.close();
      await database.drop();
    },
  };
}
