import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';

/**
 * What the database knows of the files in the document store: every table that holds a storage
 * key is listed here, once, for the quota and the orphan sweeper (a new table of files is added here).
 */
export interface StoredFiles {
  /** Bytes a resident has stored (chat and request documents, CVs). */
  bytesOf(userId: number): number;
  /** Whether a row names this storage key. */
  isKnown(key: string): boolean;
}

export function createStoredFiles(db: DatabaseSync): StoredFiles {
  const bytes = typed<{ bytes: number }, [number, number]>(
    db.prepare(
      `SELECT (SELECT COALESCE(SUM(size), 0) FROM documents WHERE user_id = ?)
            + (SELECT COALESCE(SUM(cv_size), 0) FROM vacancy_applications WHERE user_id = ?) AS bytes`,
    ),
  );
  const known = typed<{ found: number }, [string, string]>(
    db.prepare(
      `SELECT EXISTS (SELECT 1 FROM documents WHERE storage_key = ?)
           OR EXISTS (SELECT 1 FROM vacancy_applications WHERE cv_storage_key = ?) AS found`,
    ),
  );
  return {
    bytesOf: (userId) => Number(bytes.get(userId, userId)?.bytes ?? 0),
    isKnown: (key) => known.get(key, key)?.found === 1,
  };
}
