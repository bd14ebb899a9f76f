import { seedDemoResidents } from '../db/seed.ts';
import { seedDemoCommunications } from '../db/seed-communications.ts';
import { demoResidents } from '../db/demo-residents.ts';
import type { Backend } from './test-databases.ts';
import { openTestStore } from './test-stores.ts';
import type { TestStore } from './test-stores.ts';

/** A store of the backend with the demo residents and their chats and requests (and no other demo data), for the communication repositories' tests. */
export async function openCommunicationTestStore(backend: Backend, now: number): Promise<TestStore> {
  const test = await openTestStore(backend, now);
  await seedDemoResidents(test.store, now, demoResidents);
  await seedDemoCommunications(test.store, now);
  return test;
}
