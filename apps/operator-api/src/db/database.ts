import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const IN_MEMORY = ':memory:';

/** Opens (creating if needed) the operator database with the pragmas every connection needs. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5_000 });
  // WAL lets readers run beside the writer; NORMAL sync is durable across app crashes in WAL mode
  // and keeps the token hot path free of an fsync per request.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  // A WAL that grew during a burst is cut back once it has been checkpointed.
  db.exec('PRAGMA journal_size_limit = 67108864');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}
