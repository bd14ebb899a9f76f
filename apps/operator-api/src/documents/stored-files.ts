import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/**
 * What the database knows of the files in the document store: every table that holds a storage
 * key is listed here, once, for the quota and the orphan sweeper (a new table of files is added here).
 */
export interface StoredFiles {
  /** Bytes a resident has stored (chat and request documents, CVs). */
  bytesOf(userId: number): Promise<number>;
  /** Whether a row names this storage key. */
  isKnown(key: string): Promise<boolean>;
}

/** A resident's stored bytes as one SQL expression, for queries that add to it (the upload quota). */
export function storedBytesOf(userId: number): RawBuilder<number> {
  return sql<number>`((SELECT COALESCE(SUM(size), 0) FROM documents WHERE user_id = ${userId})
    + (SELECT COALESCE(SUM(cv_size), 0) FROM vacancy_applications WHERE user_id = ${userId}))`;
}

/** On the async store: documents and CVs are in the one database every instance shares. */
export function createStoredFiles(store: Store): StoredFiles {
  return {
    async bytesOf(userId) {
      const row = await first(store, sql<{ bytes: number }>`SELECT ${storedBytesOf(userId)} AS bytes`);
      return Number(row?.bytes ?? 0);
    },
    async isKnown(key) {
      const row = await first(
        store,
        sql<{ found: number }>`SELECT 1 AS found WHERE EXISTS (SELECT 1 FROM documents WHERE storage_key = ${key})
          OR EXISTS (SELECT 1 FROM vacancy_applications WHERE cv_storage_key = ${key})`,
      );
      return row !== undefined;
    },
  };
}
