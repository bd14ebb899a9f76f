import type { DatabaseSync } from 'node:sqlite';
import { seedDemoInstallments } from './seed-installments.ts';
import { seedDemoObjects } from './seed-objects.ts';
import { seedDemoPrizes } from './seed-prizes.ts';
import { seedDemoConsents } from './seed-profile.ts';
import { seedDemoVacancies } from './seed-vacancies.ts';
import { mirrorRows } from './store/mirror-rows.ts';
import type { Store } from './store/store.ts';

/**
 * The demo data of the repositories already on the async store (issue 19: promotions, vacancies, objects…), after
 * seedDemoData() seeded the rest through SQLite. On PostgreSQL the accounts they reference are
 * copied over first.
 */
export async function seedDemoStoreData(db: DatabaseSync, store: Store, now: number): Promise<void> {
  await mirrorRows(db, store, 'contragents');
  await seedDemoPrizes(store, now);
  await mirrorRows(db, store, 'users');
  await mirrorRows(db, store, 'user_contragents');
  await mirrorRows(db, store, 'popup_windows');
  await seedDemoConsents(store);
  await seedDemoVacancies(store, now);
  await seedDemoObjects(db, store, now);
  await seedDemoInstallments(db, store, now);
}
