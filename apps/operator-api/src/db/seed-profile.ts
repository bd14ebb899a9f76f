import { sql } from 'kysely';
import { run } from './store/store.ts';
import type { Store } from './store/store.ts';

/**
 * The demo residents gave their personal-data consent when they signed their contracts: record it
 * (text version '2026-11') for every user without any consent record, so the profile shows it and
 * withdrawing it can be tried. A withdrawn consent keeps its record and is not given back.
 */
export async function seedDemoConsents(store: Store): Promise<void> {
  await run(
    store,
    sql`INSERT INTO personal_data_consents (user_id, version, accepted_at)
      SELECT u.id, '2026-11', u.created_at FROM users u
      WHERE NOT EXISTS (SELECT 1 FROM personal_data_consents c WHERE c.user_id = u.id)`,
  );
}
