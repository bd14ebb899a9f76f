import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { openDatabase } from './database.ts';

function fileDatabase() {
  const path = join(mkdtempSync(join(tmpdir(), 'checkpoint-')), 'operator.db');
  const db = openDatabase(path);
  db.exec('CREATE TABLE filler (data BLOB)');
  return { db, path };
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(10);
  }
}

describe('startCheckpointer', () => {
  it('takes checkpoints off the connection and restarts a grown WAL from its start when its worker has caught up', async () => {
    const { db, path } = fileDatabase();
    const checkpointer = startCheckpointer(db, path, () => undefined, 20, 10);
    expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 0 });
    const insert = db.prepare('INSERT INTO filler (data) VALUES (?)');
    for (let i = 0; i < 50; i += 1) insert.run(Buffer.alloc(8192, i));
    const grown = statSync(`${path}-wal`).size;
    expect(grown).toBeGreaterThan(100_000);
    await until(() => checkpointer.restarts > 0);
    // Restarted, the log is written from its beginning again instead of growing.
    for (let i = 0; i < 50; i += 1) insert.run(Buffer.alloc(8192, i));
    expect(statSync(`${path}-wal`).size).toBeLessThanOrEqual(grown);
    expect(db.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 100 });
    await checkpointer.stop();
    db.close();
  });

  it('hands checkpoints back to the connection when the worker fails', async () => {
    const { db } = fileDatabase();
    const errors: string[] = [];
    const checkpointer = startCheckpointer(db, '/nonexistent/dir/operator.db', (message) => errors.push(message), 20);
    await until(() => errors.length > 0);
    await until(() => db.prepare('PRAGMA wal_autocheckpoint').get()?.wal_autocheckpoint === 1000);
    await checkpointer.stop();
    db.close();
  });
});
