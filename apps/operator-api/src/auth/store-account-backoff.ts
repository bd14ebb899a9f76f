import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Db, Store } from '../db/store/store.ts';
import { beginCheck, currentEntry, endCheck } from './account-backoff.ts';
import type { AccountBackoff, AccountBackoffOptions, BackoffEntry } from './account-backoff.ts';

/**
 * A check begun longer ago than this and not ended belongs to an instance that stopped mid-check:
 * it no longer counts as under way, or the login would be told to retry forever.
 */
export const ABANDONED_CHECK_MS = 60_000;

type Row = { failures: number; pending: number; pending_since: number; last_failure_at: number; wait_until: number };

/**
 * The login backoff in the store, for several instances on one PostgreSQL: the same
 * rules as the in-memory one (account-backoff.ts), each step read and written in one transaction
 * with the login's row locked, so the 5th wrong password starts the wait whichever instance the
 * four before went through, and parallel checks through different instances count against each other.
 */
export function createStoreAccountBackoff(
  store: Store,
  options: Omit<AccountBackoffOptions, 'capacity'>,
): AccountBackoff {
  // SQLite's store transactions hold its one connection (BEGIN IMMEDIATE): nothing to lock there.
  const forUpdate = store.dialect === 'postgres' ? sql` FOR UPDATE` : sql``;

  async function locked(
    tx: Db,
    login: string,
    at: number,
  ): Promise<(BackoffEntry & { pendingSince: number }) | undefined> {
    // The row exists before it is locked, so two first attempts at once queue on it too.
    await sql`INSERT INTO login_backoff (login, failures, pending, pending_since, last_failure_at, wait_until)
      VALUES (${login}, 0, 0, ${at}, ${at}, 0) ON CONFLICT DO NOTHING`.execute(tx);
    const row = await first(
      tx,
      sql<Row>`SELECT failures, pending, pending_since, last_failure_at, wait_until FROM login_backoff WHERE login = ${login}${forUpdate}`,
    );
    if (!row) return undefined;
    const abandoned = row.pending > 0 && at - row.pending_since >= ABANDONED_CHECK_MS;
    return {
      failures: row.failures,
      pending: abandoned ? 0 : row.pending,
      lastFailureAt: row.last_failure_at,
      waitUntil: row.wait_until,
      pendingSince: row.pending_since,
    };
  }

  async function save(tx: Db, login: string, entry: BackoffEntry | undefined, pendingSince: number): Promise<void> {
    if (!entry) {
      await sql`DELETE FROM login_backoff WHERE login = ${login}`.execute(tx);
      return;
    }
    await sql`UPDATE login_backoff SET failures = ${entry.failures}, pending = ${entry.pending}, pending_since = ${pendingSince},
      last_failure_at = ${entry.lastFailureAt}, wait_until = ${entry.waitUntil} WHERE login = ${login}`.execute(tx);
  }

  return {
    async begin(login) {
      const at = options.now();
      const begun = await store.transaction(async (tx) => {
        const stored = await locked(tx, login, at);
        const entry = currentEntry(stored, at, options);
        const next = beginCheck(entry, at, options);
        if (!('waitSeconds' in next)) await save(tx, login, next, at);
        return next;
      });
      if ('waitSeconds' in begun) return begun;
      let ended = false;
      return {
        async end(passwordMatched) {
          if (ended) return;
          ended = true;
          await store.transaction(async (tx) => {
            const now = options.now();
            const latest = await locked(tx, login, now);
            // Forgotten meanwhile (a right password through another instance): nothing to count.
            if (!latest || latest.pending === 0) return;
            await save(tx, login, endCheck(latest, passwordMatched, now, options), latest.pendingSince);
          });
        },
      };
    },
  };
}

/** Forgets the logins quiet for `resetAfterSeconds` with no check under way (the purge's job). */
export async function purgeStoreAccountBackoff(store: Store, now: number, resetAfterSeconds: number): Promise<void> {
  const quietSince = now - resetAfterSeconds * 1000;
  await sql`DELETE FROM login_backoff WHERE last_failure_at <= ${quietSince} AND wait_until <= ${now}
    AND (pending = 0 OR pending_since <= ${now - ABANDONED_CHECK_MS})`.execute(store.db);
}
