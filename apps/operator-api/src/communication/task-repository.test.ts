import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addChangeObject, addChat } from '../test-support/communication-fixtures.ts';
import { openCommunicationTestStore } from '../test-support/communication-stores.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { sqliteOf } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createTaskRepository, TASK_QUERIES } from './task-repository.ts';

// plain@demo.ru (user 7, account 6) starts with nothing waiting; resident@demo.ru is user 1 (accounts 1, 2).
const PLAIN = 7;
const at = (minute: number) => Date.UTC(2026, 4, 1, 10, minute);
const iso = (minute: number) => new Date(at(minute)).toISOString();

describe.each(BACKENDS)('tasksOf on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openCommunicationTestStore(backend, at(0));
  });
  afterEach(() => test.close());

  it('has nothing for a resident without unread operator messages', async () => {
    await addChat(test.store, {
      userId: PLAIN,
      contragentId: 6,
      messages: [
        { author: 'resident', text: 'Вопрос', at: at(1) },
        { author: 'operator', text: 'Прочитанный ответ', at: at(2), read: true },
      ],
    });
    await addChangeObject(test.store, {
      userId: PLAIN,
      contragentId: 6,
      requestNumber: 'П-000900',
      at: at(1),
      comments: [{ author: 'resident', text: 'Мой комментарий', at: at(1) }],
    });
    expect(await createTaskRepository(test.store).tasksOf(PLAIN)).toEqual({ chats: [], changeObjects: [] });
  });

  it('lists a chat once, with its latest unread operator message, newest chat first', async () => {
    const older = await addChat(test.store, {
      userId: PLAIN,
      contragentId: 6,
      messages: [
        { author: 'operator', text: 'Первый ответ', at: at(1) },
        { author: 'operator', text: 'Второй ответ', at: at(3) },
        { author: 'operator', text: 'Уже прочитан', at: at(2), read: true },
        { author: 'resident', text: 'Ответ жителя позже', at: at(9) },
      ],
    });
    const newer = await addChat(test.store, {
      userId: PLAIN,
      contragentId: null,
      messages: [{ author: 'operator', text: 'Свежий', at: at(5) }],
    });
    expect((await createTaskRepository(test.store).tasksOf(PLAIN)).chats).toEqual([
      { id: newer, content: 'Свежий', created: iso(5) },
      { id: older, content: 'Второй ответ', created: iso(3) },
    ]);
  });

  it('lists a request with all its unread operator comments, oldest first', async () => {
    const id = await addChangeObject(test.store, {
      userId: PLAIN,
      contragentId: 6,
      requestNumber: 'П-000901',
      at: at(1),
      comments: [
        { author: 'operator', text: 'Второй', at: at(4) },
        { author: 'operator', text: 'Первый', at: at(2) },
        { author: 'operator', text: 'Прочитанный', at: at(3), read: true },
        { author: 'resident', text: 'От жителя', at: at(5) },
      ],
    });
    const other = await addChangeObject(test.store, {
      userId: PLAIN,
      contragentId: 6,
      requestNumber: 'П-000902',
      at: at(7),
      comments: [{ author: 'operator', text: 'Другая заявка', at: at(8) }],
    });
    expect((await createTaskRepository(test.store).tasksOf(PLAIN)).changeObjects).toEqual([
      { id: other, comments: ['Другая заявка'], requestNumber: 'П-000902', created: iso(7) },
      { id, comments: ['Первый', 'Второй'], requestNumber: 'П-000901', created: iso(1) },
    ]);
  });

  it('never shows another resident’s chats or requests', async () => {
    await addChat(test.store, {
      userId: PLAIN,
      contragentId: 6,
      messages: [{ author: 'operator', text: 'Для Морозовой', at: at(1) }],
    });
    const tasks = await createTaskRepository(test.store).tasksOf(6);
    expect(tasks).toEqual({ chats: [], changeObjects: [] });
  });

  it('narrows to one account plus the chats tied to no account', async () => {
    const resident = 1;
    const general = await addChat(test.store, {
      userId: resident,
      contragentId: null,
      messages: [{ author: 'operator', text: 'Общий', at: at(30) }],
    });
    const second = await addChat(test.store, {
      userId: resident,
      contragentId: 2,
      messages: [{ author: 'operator', text: 'По счёту 2', at: at(31) }],
    });
    const repository = createTaskRepository(test.store);
    const all = await repository.tasksOf(resident);
    expect(all.chats.map((chat) => chat.id)).toEqual([second, general, 1]);
    expect(all.changeObjects.map((request) => request.requestNumber)).toEqual(['П-000123']);

    const onlySecond = await repository.tasksOf(resident, 2);
    expect(onlySecond.chats.map((chat) => chat.id)).toEqual([second, general]);
    expect(onlySecond.changeObjects).toEqual([]);
    const onlyFirst = await repository.tasksOf(resident, 1);
    expect(onlyFirst.chats.map((chat) => chat.id)).toEqual([general, 1]);
    expect(onlyFirst.changeObjects).toHaveLength(1);
  });

  // One statement (ownership and both lists) where the header's call made three.
  it('tasksOfOwned answers what tasksOf answers for an own account, in the same order, and nothing for another’s', async () => {
    const resident = 1;
    await addChat(test.store, {
      userId: resident,
      contragentId: null,
      messages: [{ author: 'operator', text: 'Общий', at: at(30) }],
    });
    await addChat(test.store, {
      userId: resident,
      contragentId: 2,
      messages: [{ author: 'operator', text: 'По счёту 2', at: at(31) }],
    });
    await addChat(test.store, {
      userId: resident,
      contragentId: 1,
      messages: [{ author: 'operator', text: 'По счёту 1', at: at(31) }],
    });
    for (const [requestNumber, minute] of [
      ['П-000910', 40],
      ['П-000911', 40],
      ['П-000912', 20],
    ] as const) {
      await addChangeObject(test.store, {
        userId: resident,
        contragentId: 1,
        requestNumber,
        at: at(minute),
        comments: [
          { author: 'operator', text: `${requestNumber} второй`, at: at(minute + 2) },
          { author: 'operator', text: `${requestNumber} первый`, at: at(minute + 1) },
          { author: 'operator', text: `${requestNumber} тоже первый`, at: at(minute + 1) },
        ],
      });
    }
    const repository = createTaskRepository(test.store);
    for (const contragentId of [1, 2]) {
      const owned = await repository.tasksOfOwned(resident, contragentId);
      expect(owned).toEqual(await repository.tasksOf(resident, contragentId));
    }
    expect((await repository.tasksOfOwned(resident, 1))?.changeObjects.length).toBeGreaterThanOrEqual(3);
    // Account 6 is plain@demo.ru's: not found, whatever waits there.
    await addChat(test.store, {
      userId: PLAIN,
      contragentId: 6,
      messages: [{ author: 'operator', text: 'Чужой', at: at(1) }],
    });
    expect(await repository.tasksOfOwned(resident, 6)).toBeUndefined();
    expect(await repository.tasksOfOwned(PLAIN, 6)).toEqual(await repository.tasksOf(PLAIN, 6));
  });

  it.runIf(backend === 'sqlite').each([undefined, 6])(
    'reads only through indexes, never a table scan (contragent %s)',
    (contragentId) => {
      const { store } = test;
      const db = sqliteOf(test);
      const queries = [
        TASK_QUERIES.chats(PLAIN, contragentId),
        TASK_QUERIES.changeObjectComments(PLAIN, contragentId),
        ...(contragentId === undefined ? [] : [TASK_QUERIES.owned(PLAIN, contragentId)]),
      ];
      const plans = queries.map((query) => {
        const compiled = query.compile(store.db);
        return db
          .prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`)
          .all(...(compiled.parameters as number[]))
          .map((row) => String(row.detail))
          .join('\n');
      });
      for (const plan of plans) expect(plan).not.toMatch(/\bSCAN\b/);
      expect(plans.join('\n')).toMatch(/chat_messages_unread[\s\S]*change_object_comments_unread/);
    },
  );
});
