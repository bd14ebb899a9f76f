import type { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { Store } from './store.ts';

/**
 * Transitional, until the residents' repository moves to the store (issue 19): the tables still
 * written through SQLite that a moved PostgreSQL table references. Their rows are copied over at
 * start so the references hold (promotion_winners → contragents; vacancy_applications and
 * installment_applications → users). `users` references `contragents`: mirror contragents first.
 * The residents' repository reads its tables from the store (issue 19), so the demo residents' links
 * to their accounts and the accounts' popups are copied too (after users and contragents).
 */
export type MirroredTable = 'contragents' | 'users' | 'user_contragents' | 'popup_windows';

/** Keyed by (user_id, contragent_id): no identity sequence to move past the copied ids. */
const WITHOUT_ID: ReadonlySet<MirroredTable> = new Set(['user_contragents']);

/**
 * Through `store.q`: called inside a transaction (an order made in a service's), it joins it rather
 * than wait for a second pooled connection, which transactions holding the whole pool would starve.
 *
 * Copies the SQLite rows the PostgreSQL table lacks (by primary key) and returns how many it added;
 * with `ids`, only those rows (one made after start that a moved table is about to reference).
 */
export async function mirrorRows(db: DatabaseSync, store: Store, table: MirroredTable, ids?: readonly number[]): Promise<number> {
  if (store.dialect !== 'postgres') return 0;
  const rows =
    ids === undefined
      ? db.prepare(`SELECT * FROM ${table}`).all()
      : ids.flatMap((id) => db.prepare(`SELECT * FROM ${table} WHERE id = ?`).all(id));
  let added = 0;
  for (const row of rows) {
    const columns = Object.keys(row);
    const values = columns.map((column) => {
      const value = row[column];
      return value instanceof Uint8Array ? Buffer.from(value) : value;
    });
    const result = await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      VALUES (${sql.join(values)}) ON CONFLICT DO NOTHING`.execute(store.q);
    added += Number(result.numAffectedRows ?? 0);
  }
  if (WITHOUT_ID.has(table)) return added;
  // Explicit ids leave the identity sequence behind; the next generated id must come after them.
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    store.q,
  );
  return added;
}

/**
 * Before a moved table references an account and the user acting on it: copies them if they were
 * made after start (a new registration, an added account), with the account the user has selected,
 * which `users` references. No account: the user alone (a help chat about no particular account).
 */
export async function mirrorOwnerRows(db: DatabaseSync, store: Store, contragentId: number | null, userId: number | null): Promise<void> {
  if (store.dialect !== 'postgres') return;
  const user = userId === null ? undefined : db.prepare('SELECT selected_contragent_id FROM users WHERE id = ?').get(userId);
  const selected = user?.selected_contragent_id;
  const accounts = [contragentId, typeof selected === 'number' ? selected : null].filter((id): id is number => id !== null);
  if (accounts.length > 0) await mirrorRows(db, store, 'contragents', [...new Set(accounts)]);
  if (userId !== null) await mirrorRows(db, store, 'users', [userId]);
}
