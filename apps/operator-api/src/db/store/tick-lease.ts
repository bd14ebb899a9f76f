import { sql } from 'kysely';
import { first } from './store.ts';
import type { Store } from './store.ts';

/** What a tick under the lease did: ran the work (with its value) or skipped it. */
export type LeasedRun<T> = { ran: true; value: T } | { ran: false };

export interface TickLease {
  /**
   * Runs the work unless another instance holds the lease at that moment; then it is skipped, not
   * queued (that instance is doing the same work).
   */
  tryRun<T>(work: () => Promise<T>): Promise<LeasedRun<T>>;
}

/**
 * A lease for a periodic job that several instances on one PostgreSQL must run once per tick:
 * `pg_try_advisory_xact_lock` on a fixed key, held by a transaction open for the work.
 * A transaction-level lock rather than a session one: it goes with the commit, the rollback or the
 * dropped connection of a stopped instance, so no path can leave it held on a pooled connection.
 * The transaction writes nothing; it only keeps one pooled connection for the work's duration.
 * On SQLite there is one process, so every tick runs, as before.
 */
export function createTickLease(store: Store, key: number): TickLease {
  return {
    async tryRun<T>(work: () => Promise<T>): Promise<LeasedRun<T>> {
      if (store.dialect === 'sqlite') return { ran: true, value: await work() };
      // Kysely's own transaction, not store.transaction: the work must not run inside it (ambient),
      // or every write of the run (an autopay's claim, its payment) would wait for the run's end to
      // commit, and one failure would roll back charges the acquirer has made.
      return store.db.transaction().execute(async (tx): Promise<LeasedRun<T>> => {
        const lock = await first(tx, sql<{ taken: boolean }>`SELECT pg_try_advisory_xact_lock(${key}) AS taken`);
        if (lock?.taken !== true) return { ran: false };
        return { ran: true, value: await work() };
      });
    },
  };
}
