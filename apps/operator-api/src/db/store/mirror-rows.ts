import type { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { Store } from './store.ts';

/**
 * Transitional, until the residents' repository moves to the store (issue 19): the tables still
 * written through SQLite that a moved PostgreSQL table references. Their rows are copied over at
 * start so the references hold (promotion_winners → contragents, vacancy_applications → users).
 */
export type MirroredTable = 'contragents' | 'users';

/** Copies the SQLite rows the PostgreSQL table lacks (by primary key) and returns how many it added. */
export async function mirrorRows(db: DatabaseSync, store: Store, table: MirroredTable): Promise<number> {
  if (store.dialect !== 'postgres') return 0;
  const rows = db.prepare(`SELECT * FROM ${table}`).all();
  let added = 0;
  for (const row of rows) {
    const columns = Object.keys(row);
    const values = columns.map((column) => {
      const value = row[column];
      return value instanceof Uint8Array ? Buffer.from(value) : value;
    });
    const result = await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      VALUES (${sql.join(values)}) ON CONFLICT DO NOTHING`.execute(store.db);
    added += Number(result.numAffectedRows ?? 0);
  }
  // Explicit ids leave the identity sequence behind; the next generated id must come after them.
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    store.db,
  );
  return added;
}
