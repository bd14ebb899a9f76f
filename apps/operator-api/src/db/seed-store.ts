import type { DatabaseSync } from 'node:sqlite';
import { seedDemoBilling } from './seed-billing.ts';
import { seedDemoInstallments } from './seed-installments.ts';
import { seedDemoPrizes } from './seed-prizes.ts';
import { seedDemoConsents } from './seed-profile.ts';
import { seedDemoVacancies } from './seed-vacancies.ts';
import { mirrorRows } from './store/mirror-rows.ts';
import { openStore } from './store/store.ts';
import type { Store } from './store/store.ts';

/**
 * The demo data of the repositories already on the async store (issue 19: the ledger, promotions, vacancies), after
 * seedDemoData() seeded the rest through SQLite. On PostgreSQL the accounts they reference are
 * copied over first.
 */
export async function seedDemoStoreData(db: DatabaseSync, store: Store, now: number): Promise<void> {
  await mirrorRows(db, store, 'contragents');
  // The ledger goes to the store; its demo payments stay where the payment repository reads them, in
  // SQLite until payments move (on the SQLite store that is the store itself).
  const payments = store.dialect === 'sqlite' ? store : openStore({ dialect: 'sqlite', db });
  try {
    await seedDemoBilling(store, now, { payments });
  } finally {
    if (payments !== store) await payments.close();
  }
  await seedDemoPrizes(store, now);
  await mirrorRows(db, store, 'users');
  await mirrorRows(db, store, 'user_contragents');
  await mirrorRows(db, store, 'popup_windows');
  await seedDemoConsents(store);
  await seedDemoVacancies(store, now);
  await seedDemoInstallments(db, store, now);
}
