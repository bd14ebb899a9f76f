import type { DatabaseSync } from 'node:sqlite';
import { openStore } from './store.ts';
import type { Store } from './store.ts';

/**
 * Where the communication tables (chats, change objects, their messages, comments and documents)
 * live while issue 19 is in progress: their code is on the async store, their rows stay in SQLite
 * on either backend. On PostgreSQL they would break what still runs on SQLite: `documents` (the
 * download, quota and orphan index) references the messages and comments; the objects screen reads
 * `change_objects`, resolving a request writes `object_changes` → `change_objects`, and
 * `change_objects.object_id` → `real_estate_objects`. They follow the objects and documents there.
 *
 * With the SQLite app store: that store (one queue on the shared connection). With PostgreSQL: a
 * SQLite store of its own on the app's connection, which nothing else queues on.
 */
export function communicationStoreOf(db: DatabaseSync, store?: Store): Store {
  return store?.dialect === 'sqlite' ? store : openStore({ dialect: 'sqlite', db });
}
