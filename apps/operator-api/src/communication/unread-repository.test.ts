import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { addChangeObject, addChat } from '../test-support/communication-fixtures.ts';
import { createUnreadRepository, UNREAD_QUERY } from './unread-repository.ts';

async function seeded() {
  const db = openDatabase(':memory:');
  migrate(db, 1);
  await seedDemoData(db, Date.UTC(2026, 4, 1));
  return db;
}

describe('unread counts', () => {
  it('counts only the resident’s own unread operator rows', async () => {
    const db = await seeded();
    addChat(db, {
      userId: 7,
      contragentId: 6,
      messages: [
        { author: 'operator', text: 'Непрочитанный', at: 1 },
        { author: 'operator', text: 'Прочитанный', at: 2, read: true },
        { author: 'resident', text: 'От жителя', at: 3 },
      ],
    });
    addChangeObject(db, { userId: 7, contragentId: 6, requestNumber: 'П-000900', at: 1, comments: [{ author: 'operator', text: 'Ответ', at: 2 }] });
    const unread = createUnreadRepository(db);
    expect(unread.countsOf(7)).toEqual({ count: 2, chatMessages: 1, changeObjectComments: 1 });
    expect(unread.countsOf(1)).toEqual({ count: 2, chatMessages: 1, changeObjectComments: 1 });
    expect(unread.countsOf(3)).toEqual({ count: 0, chatMessages: 0, changeObjectComments: 0 });
    db.close();
  });

  it('reads through indexes only, never a table scan', async () => {
    const db = await seeded();
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${UNREAD_QUERY}`)
      .all(7)
      .map((row) => String(row.detail))
      .join('\n');
    // "SCAN CONSTANT ROW" is the outer SELECT without FROM: one row, no table.
    expect(plan.replace(/SCAN CONSTANT ROW/g, '')).not.toMatch(/\bSCAN\b/);
    expect(plan).toMatch(/chat_messages_unread[\s\S]*change_object_comments_unread/);
    db.close();
  });
});
