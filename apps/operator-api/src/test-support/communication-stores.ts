import { seedDemoData } from '../db/seed.ts';
import { seedDemoCommunications } from '../db/seed-communications.ts';
import { mirrorRows } from '../db/store/mirror-rows.ts';
import type { Backend } from './test-databases.ts';
import { openTestStore } from './test-stores.ts';
import type { TestStore } from './test-stores.ts';

/**
 * A store of the backend with the demo residents and their chats and requests, for the
 * communication repositories' tests: on PostgreSQL the residents and accounts are mirrored first.
 */
export async function openCommunicationTestStore(backend: Backend, now: number): Promise<TestStore> {
  const test = await openTestStore(backend, now);
  const { db, store } = test;
  await seedDemoData(db, now);
  await mirrorRows(db, store, 'contragents');
  await mirrorRows(db, store, 'users');
  await seedDemoCommunications(db, store, now);
  return test;
}
