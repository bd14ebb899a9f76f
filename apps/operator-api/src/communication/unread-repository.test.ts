import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addChangeObject, addChat } from '../test-support/communication-fixtures.ts';
import { openCommunicationTestStore } from '../test-support/communication-stores.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { sqliteOf } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createUnreadRepository, unreadQuery } from './unread-repository.ts';

describe.each(BACKENDS)('unread counts on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openCommunicationTestStore(backend, Date.UTC(2026, 4, 1));
  });
  afterEach(() => test.close());

  it('counts only the resident’s own unread operator rows', async () => {
    const { store } = test;
    await addChat(store, {
      userId: 7,
      contragentId: 6,
      messages: [
        { author: 'operator', text: 'Непрочитанный', at: 1 },
        { author: 'operator', text: 'Прочитанный', at: 2, read: true },
        { author: 'resident', text: 'От жителя', at: 3 },
      ],
    });
    await addChangeObject(store, {
      userId: 7,
      contragentId: 6,
      requestNumber: 'П-000900',
      at: 1,
      comments: [{ author: 'operator', text: 'Ответ', at: 2 }],
    });
    const unread = createUnreadRepository(store);
    expect(await unread.countsOf(7)).toEqual({ count: 2, chatMessages: 1, changeObjectComments: 1 });
    expect(await unread.countsOf(1)).toEqual({ count: 2, chatMessages: 1, changeObjectComments: 1 });
    expect(await unread.countsOf(3)).toEqual({ count: 0, chatMessages: 0, changeObjectComments: 0 });
  });

  it.runIf(backend === 'sqlite')('reads through indexes only, never a table scan', () => {
    const { store } = test;
    const db = sqliteOf(test);
    const query = unreadQuery(7).compile(store.db);
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...(query.parameters as number[]))
      .map((row) => String(row.detail))
      .join('\n');
    // "SCAN CONSTANT ROW" is the outer SELECT without FROM: one row, no table.
    expect(plan.replace(/SCAN CONSTANT ROW/g, '')).not.toMatch(/\bSCAN\b/);
    expect(plan).toMatch(/chat_messages_unread[\s\S]*change_object_comments_unread/);
  });
});
