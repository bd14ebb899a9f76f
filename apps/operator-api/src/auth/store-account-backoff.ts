import type { Row as TableRow } from '../db/database-schema.ts';
import type { Db, Store } from '../db/store/store.ts';
import { beginCheck, currentEntry, endCheck } from './account-backoff.ts';
import type { AccountBackoff, AccountBackoffOptions, BackoffEntry } from './account-backoff.ts';

/**
 * A check begun longer ago than this and not ended belongs to an instance that stopped mid-check:
 * it no longer counts as under way, or the login would be told to retry forever.
 */
export const ABANDONED_CHECK_MS = 60_000;

type Row = Omit<TableRow<'login_backoff'>, 'login'>;

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
  const forUpdate = store.dialect === 'postgres';

  async function locked(
    tx: Db,
    login: string,
    at: number,
  ): Promise<(BackoffEntry & { pendingSince: number }) | undefined> {
    // The row exists before it is locked, so two first attempts at once queue on it too.
    await tx
      .insertInto('login_backoff')
      .values({ login, failures: 0, pending: 0, pending_since: at, last_failure_at: at, wait_until: 0 })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const row: Row | undefined = await tx
      .selectFrom('login_backoff')
      .select(['failures', 'pending', 'pending_since', 'last_failure_at', 'wait_until'])
      .where('login', '=', login)
      .$if(forUpdate, (query) => query.forUpdate())
      .executeTakeFirst();
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
      await tx.deleteFrom('login_backoff').where('login', '=', login).execute();
      return;
    }
    await tx
      .updateTable('login_backoff')
      .set({
        failures: entry.failures,
        pending: entry.pending,
        pending_since: pendingSince,
        last_failure_at: entry.lastFailureAt,
        wait_until: entry.waitUntil,
      })
      .where('login', '=', login)
      .execute();
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
  await store.db
    .deleteFrom('login_backoff')
    .where('last_failure_at', '<=', quietSince)
    .where('wait_until', '<=', now)
    .where((eb) => eb.or([eb('pending', '=', 0), eb('pending_since', '<=', now - ABANDONED_CHECK_MS)]))
    .execute();
}
