import type { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { typed } from '../db/rows.ts';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/**
 * What the database knows of the files in the document store: every table that holds a storage
 * key is listed here, once, for the quota and the orphan sweeper (a new table of files is added here).
 */
export interface StoredFiles {
  /** Bytes a resident has stored (chat and request documents, CVs). */
  bytesOf(userId: number): number;
  /** Whether a row names this storage key (asked of PostgreSQL too when part of the rows live there). */
  isKnown(key: string): boolean | Promise<boolean>;
}

export function createStoredFiles(db: DatabaseSync, store?: Store): StoredFiles {
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
  const knownHere = (key: string) => known.get(key, key)?.found === 1;
  // Vacancy applications are on the async store (issue 19): on PostgreSQL their CVs are named
  // there, and the sweeper would delete every CV if it asked SQLite alone. (The quota still counts
  // the SQLite rows only: CVs are left out of it on PostgreSQL until documents move too.)
  const knownCv = async (key: string, on: Store) =>
    (await first(on.db, sql<{ found: number }>`SELECT 1 AS found FROM vacancy_applications WHERE cv_storage_key = ${key}`)) !== undefined;
  return {
    bytesOf: (userId) => Number(bytes.get(userId, userId)?.bytes ?? 0),
    isKnown: store?.dialect === 'postgres' ? async (key) => knownHere(key) || (await knownCv(key, store)) : knownHere,
  };
}
