import { sql } from 'kysely';
import type { Store } from './store/store.ts';

/** pg_advisory_xact_lock key (a constant no other lock uses). */
const SEED_LOCK = 19_024;

/**
 * Inside a transaction of the store: instances starting at once on one PostgreSQL database seed one
 * after another, the second finding everything the first wrote. SQLite's transaction holds the
 * write lock from BEGIN already; PostgreSQL's does not, so without this both would see an account
 * without its demo rows and both write them. Re-entrant: the seed takes it around every part.
 */
export async function lockSeed(store: Store): Promise<void> {
  if (store.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(store.q);
}
