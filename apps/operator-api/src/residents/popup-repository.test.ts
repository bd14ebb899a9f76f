import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed.ts';
import { all } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createPopupRepository } from './popup-repository.ts';
import { createResidentRepository } from './resident-repository.ts';

describe.each(BACKENDS)('popup suppression on %s', (backend) => {
  let test: TestStore;

  beforeEach(async () => {
    test = await openTestStore(backend);
    await seedDemoData(test.store, 1);
  });

  afterEach(() => test.close());

  const popupIds = async (userId: number, contragentId: number) =>
    (await createResidentRepository(test.store).getOwnContragent(userId, contragentId))?.popupWindows.map(
      (popup) => popup.id,
    );

  it('hides a popup for the user who asked, not for another holder of the same account', async () => {
    // A family member (plain@demo.ru, user 7) also holds account 1.
    await sql`INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (7, 1, 1)`.execute(test.store.db);
    expect(await createPopupRepository(test.store).suppress(1, 1, 1, 5)).toBe(true);
    expect(await popupIds(1, 1)).toEqual([]);
    expect(await popupIds(7, 1)).toEqual([1]);
  });

  it('keeps the first suppression when repeated', async () => {
    const popups = createPopupRepository(test.store);
    expect(await popups.suppress(1, 1, 1, 5)).toBe(true);
    expect(await popups.suppress(1, 1, 1, 9)).toBe(true);
    expect(await all(test.store, sql`SELECT user_id, popup_id, suppressed_at FROM popup_suppressions`)).toEqual([
      { user_id: 1, popup_id: 1, suppressed_at: 5 },
    ]);
  });

  it('refuses a popup the contragent does not have', async () => {
    const popups = createPopupRepository(test.store);
    expect(await popups.suppress(1, 2, 1, 5)).toBe(false);
    expect(await popups.suppress(1, 1, 404, 5)).toBe(false);
    expect(await all(test.store, sql`SELECT user_id FROM popup_suppressions`)).toEqual([]);
  });
});
