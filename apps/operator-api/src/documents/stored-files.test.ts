import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openStore } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import { createStoredFiles } from './stored-files.ts';

const CV_KEY = 'c'.repeat(32);

/** A user, a vacancy and an application with its CV, written through the store. */
async function storeApplication(store: Store): Promise<void> {
  await sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
    VALUES (1, 'a@demo.ru', 'x', 'Иванов', 'Иван', 'demo', 1, 1)`.execute(store.db);
  await sql`INSERT INTO vacancies (id, title, city, address, schedule, salary_from, summary, duties, requirements, conditions, published_on)
    VALUES (1, 'Водитель', 'Тверь', 'ул. Советская, 1', 'full', 1, 'Работа', '[]', '[]', '[]', '2026-11-01')`.execute(
    store.db,
  );
  await sql`INSERT INTO vacancy_applications (vacancy_id, user_id, name, phone, note, cv_storage_key, cv_file_name, cv_content_type, cv_size, created_at, updated_at)
    VALUES (1, 1, 'Иван', '+79123456789', '', ${CV_KEY}, 'cv.pdf', 'application/pdf', 10, 1, 1)`.execute(store.db);
}

// The orphan sweeper deletes what isKnown denies: a CV whose row lives in the store must be known.
describe.each(BACKENDS)('createStoredFiles on %s', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('knows a CV whose application the store holds, and nothing else', async () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    cleanups.push(() => db.close());
    let store: Store;
    if (backend === 'sqlite') {
      store = openStore({ dialect: 'sqlite', db });
    } else {
      const opened = await openTestStore(backend);
      cleanups.push(() => opened.close());
      store = opened.store;
    }
    await storeApplication(store);
    const files = createStoredFiles(store);
    expect(await files.isKnown(CV_KEY)).toBe(true);
    expect(await files.isKnown('d'.repeat(32))).toBe(false);
  });
});
