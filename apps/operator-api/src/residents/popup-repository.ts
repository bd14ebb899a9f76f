import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface PopupRepository {
  /**
   * «Больше не показывать» for one user: true once the popup is hidden for them (also when it
   * already was), false when the contragent has no such popup. Ownership of the contragent is the
   * caller's check.
   */
  suppress(userId: number, contragentId: number, popupId: number, now: number): Promise<boolean>;
}

export function createPopupRepository(store: Store): PopupRepository {
  return {
    async suppress(userId, contragentId, popupId, now) {
      if (
        !(await first(
          store,
          sql`SELECT id FROM popup_windows WHERE id = ${popupId} AND contragent_id = ${contragentId}`,
        ))
      )
        return false;
      // The first suppression's time is the one kept: repeating the call changes nothing.
      await run(
        store,
        sql`INSERT INTO popup_suppressions (user_id, popup_id, suppressed_at) VALUES (${userId}, ${popupId}, ${now}) ON CONFLICT DO NOTHING`,
      );
      return true;
    },
  };
}
