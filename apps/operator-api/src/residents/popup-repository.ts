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
      const popup = await store.q
        .selectFrom('popup_windows')
        .select('id')
        .where('id', '=', popupId)
        .where('contragent_id', '=', contragentId)
        .executeTakeFirst();
      if (!popup) return false;
      // The first suppression's time is the one kept: repeating the call changes nothing.
      await store.q
        .insertInto('popup_suppressions')
        .values({ user_id: userId, popup_id: popupId, suppressed_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return true;
    },
  };
}
