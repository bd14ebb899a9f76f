import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';

export interface PopupRepository {
  /**
   * «Больше не показывать» for one user: true once the popup is hidden for them (also when it
   * already was), false when the contragent has no such popup. Ownership of the contragent is the
   * caller's check.
   */
  suppress(userId: number, contragentId: number, popupId: number, now: number): boolean;
}

export function createPopupRepository(db: DatabaseSync): PopupRepository {
  const exists = typed<{ id: number }, [number, number]>(
    db.prepare('SELECT id FROM popup_windows WHERE id = ? AND contragent_id = ?'),
  );
  // The first suppression's time is the one kept: repeating the call changes nothing.
  const insert = db.prepare(
    'INSERT INTO popup_suppressions (user_id, popup_id, suppressed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );

  return {
    suppress(userId, contragentId, popupId, now) {
      if (!exists.get(popupId, contragentId)) return false;
      insert.run(userId, popupId, now);
      return true;
    },
  };
}
