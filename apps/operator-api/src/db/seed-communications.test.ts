import { describe, expect, it } from 'vitest';
import { createTaskRepository } from '../communication/task-repository.ts';
import { openDatabase } from './database.ts';
import { demoResidents } from './demo-residents.ts';
import { migrate } from './migrate.ts';
import { seedDemoResidents } from './seed.ts';
import { seedDemoCommunications } from './seed-communications.ts';
import { openStore } from './store/store.ts';

const NOW = Date.UTC(2026, 5, 1, 12);

async function seeded() {
  const db = openDatabase(':memory:');
  migrate(db, 1);
  await seedDemoResidents(storeOf(db), NOW);
  await seedDemoCommunications(storeOf(db), NOW);
  return db;
}

/** The store on the test's SQLite connection. */
const storeOf = (db: ReturnType<typeof openDatabase>) => openStore({ dialect: 'sqlite', db });

const rowCounts = (db: ReturnType<typeof openDatabase>) =>
  ['chats', 'chat_messages', 'change_objects', 'change_object_comments'].map(
    (table) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n,
  );

describe('seedDemoCommunications', () => {
  it('gives resident@demo.ru one chat task and one recalculation task, the others none', async () => {
    const db = await seeded();
    const tasks = createTaskRepository(storeOf(db));
    const counts = [];
    for (const resident of demoResidents) {
      const { chats, changeObjects } = await tasks.tasksOf(resident.id);
      counts.push([resident.login, chats.length + changeObjects.length]);
    }
    expect(counts).toEqual(
      demoResidents.map((resident) => [resident.login, resident.login === 'resident@demo.ru' ? 2 : 0]),
    );
    expect((await tasks.tasksOf(1)).changeObjects[0]?.requestNumber).toBe('П-000123');
    db.close();
  });

  it('is idempotent and keeps what happened since: a read answer stays read', async () => {
    const db = await seeded();
    const before = rowCounts(db);
    db.prepare("UPDATE chat_messages SET read_by_resident = 1 WHERE author = 'operator'").run();
    expect(await seedDemoCommunications(storeOf(db), NOW + 1000)).toEqual([]);
    await seedDemoResidents(storeOf(db), NOW + 2000);
    await seedDemoCommunications(storeOf(db), NOW + 2000);
    expect(rowCounts(db)).toEqual(before);
    expect((await createTaskRepository(storeOf(db)).tasksOf(1)).chats).toEqual([]);
    db.close();
  });

  it('reaches a database whose residents were created before the communication tables', async () => {
    const db = await seeded();
    db.exec('DELETE FROM chats; DELETE FROM change_objects;');
    expect(await seedDemoCommunications(storeOf(db), NOW)).toEqual(['resident@demo.ru']);
    expect(rowCounts(db)).toEqual([1, 2, 1, 2]);
    db.close();
  });

  it('leaves a stranger who took the demo id alone', async () => {
    const db = await seeded();
    db.exec("DELETE FROM chats; DELETE FROM change_objects; UPDATE users SET login = 'someone@else.ru' WHERE id = 1;");
    expect(await seedDemoCommunications(storeOf(db), NOW)).toEqual([]);
    expect(rowCounts(db)).toEqual([0, 0, 0, 0]);
    db.close();
  });

  it('files the demo chat under its category and the demo request with the absence it is about', async () => {
    const db = await seeded();
    expect(db.prepare('SELECT k.code FROM chats c JOIN chat_categories k ON k.id = c.category_id').all()).toEqual([
      { code: 'receipts' },
    ]);
    const row = db.prepare('SELECT details, updated_at, created_at FROM change_objects').get();
    expect(JSON.parse(String(row?.details))).toEqual({
      kind: 'absence',
      periodStart: '2026-04-01',
      periodEnd: '2026-04-20',
    });
    // Updated by the operator's comment a day before the seeding.
    expect(row?.updated_at).toBe(NOW - 24 * 60 * 60 * 1000);
    db.close();
  });
});
