import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { createPopupRepository } from './popup-repository.ts';
import { createResidentRepository } from './resident-repository.ts';

let db: DatabaseSync;

beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db, 1);
  await seedDemoData(db, 1);
});

afterEach(() => {
  db.close();
});

const popupIds = (userId: number, contragentId: number) =>
  createResidentRepository(db)
    .getOwnContragent(userId, contragentId)
    ?.popupWindows.map((popup) => popup.id);

describe('popup suppression', () => {
  it('hides a popup for the user who asked, not for another holder of the same account', () => {
    // A family member (plain@demo.ru, user 7) also holds account 1.
    db.prepare('INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (7, 1, 1)').run();
    expect(createPopupRepository(db).suppress(1, 1, 1, 5)).toBe(true);
    expect(popupIds(1, 1)).toEqual([]);
    expect(popupIds(7, 1)).toEqual([1]);
  });

  it('keeps the first suppression when repeated', () => {
    const popups = createPopupRepository(db);
    expect(popups.suppress(1, 1, 1, 5)).toBe(true);
    expect(popups.suppress(1, 1, 1, 9)).toBe(true);
    expect(db.prepare('SELECT user_id, popup_id, suppressed_at FROM popup_suppressions').all()).toEqual([
      { user_id: 1, popup_id: 1, suppressed_at: 5 },
    ]);
  });

  it('refuses a popup the contragent does not have', () => {
    const popups = createPopupRepository(db);
    expect(popups.suppress(1, 2, 1, 5)).toBe(false);
    expect(popups.suppress(1, 1, 404, 5)).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM popup_suppressions').get()).toEqual({ n: 0 });
  });
});
