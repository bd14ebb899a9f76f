import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { addChangeObject, addChat } from '../test-support/communication-fixtures.ts';
import { createTaskRepository, TASK_QUERIES } from './task-repository.ts';

// plain@demo.ru (user 7, account 6) starts with nothing waiting; resident@demo.ru is user 1 (accounts 1, 2).
const PLAIN = 7;
const at = (minute: number) => Date.UTC(2026, 4, 1, 10, minute);
const iso = (minute: number) => new Date(at(minute)).toISOString();

let db: DatabaseSync;

beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db, 1);
  await seedDemoData(db, at(0));
});

afterEach(() => {
  db.close();
});

describe('tasksOf', () => {
  it('has nothing for a resident without unread operator messages', () => {
    addChat(db, {
      userId: PLAIN,
      contragentId: 6,
      messages: [
        { author: 'resident', text: 'Вопрос', at: at(1) },
        { author: 'operator', text: 'Прочитанный ответ', at: at(2), read: true },
      ],
    });
    addChangeObject(db, {
      userId: PLAIN,
      contragentId: 6,
      requestNumber: 'П-000900',
      at: at(1),
      comments: [{ author: 'resident', text: 'Мой комментарий', at: at(1) }],
    });
    expect(createTaskRepository(db).tasksOf(PLAIN)).toEqual({ chats: [], changeObjects: [] });
  });

  it('lists a chat once, with its latest unread operator message, newest chat first', () => {
    const older = addChat(db, {
      userId: PLAIN,
      contragentId: 6,
      messages: [
        { author: 'operator', text: 'Первый ответ', at: at(1) },
        { author: 'operator', text: 'Второй ответ', at: at(3) },
        { author: 'operator', text: 'Уже прочитан', at: at(2), read: true },
        { author: 'resident', text: 'Ответ жителя позже', at: at(9) },
      ],
    });
    const newer = addChat(db, { userId: PLAIN, contragentId: null, messages: [{ author: 'operator', text: 'Свежий', at: at(5) }] });
    expect(createTaskRepository(db).tasksOf(PLAIN).chats).toEqual([
      { id: newer, content: 'Свежий', created: iso(5) },
      { id: older, content: 'Второй ответ', created: iso(3) },
    ]);
  });

  it('lists a request with all its unread operator comments, oldest first', () => {
    const id = addChangeObject(db, {
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
    const other = addChangeObject(db, {
      userId: PLAIN,
      contragentId: 6,
      requestNumber: 'П-000902',
      at: at(7),
      comments: [{ author: 'operator', text: 'Другая заявка', at: at(8) }],
    });
    expect(createTaskRepository(db).tasksOf(PLAIN).changeObjects).toEqual([
      { id: other, comments: ['Другая заявка'], requestNumber: 'П-000902', created: iso(7) },
      { id, comments: ['Первый', 'Второй'], requestNumber: 'П-000901', created: iso(1) },
    ]);
  });

  it('never shows another resident’s chats or requests', () => {
    addChat(db, { userId: PLAIN, contragentId: 6, messages: [{ author: 'operator', text: 'Для Морозовой', at: at(1) }] });
    const tasks = createTaskRepository(db).tasksOf(6);
    expect(tasks).toEqual({ chats: [], changeObjects: [] });
  });

  it('narrows to one account plus the chats tied to no account', () => {
    const resident = 1;
    const general = addChat(db, { userId: resident, contragentId: null, messages: [{ author: 'operator', text: 'Общий', at: at(30) }] });
    const second = addChat(db, { userId: resident, contragentId: 2, messages: [{ author: 'operator', text: 'По счёту 2', at: at(31) }] });
    const repository = createTaskRepository(db);
    const all = repository.tasksOf(resident);
    expect(all.chats.map((chat) => chat.id)).toEqual([second, general, 1]);
    expect(all.changeObjects.map((request) => request.requestNumber)).toEqual(['П-000123']);

    const onlySecond = repository.tasksOf(resident, 2);
    expect(onlySecond.chats.map((chat) => chat.id)).toEqual([second, general]);
    expect(onlySecond.changeObjects).toEqual([]);
    const onlyFirst = repository.tasksOf(resident, 1);
    expect(onlyFirst.chats.map((chat) => chat.id)).toEqual([general, 1]);
    expect(onlyFirst.changeObjects).toHaveLength(1);
  });

  it.each([null, 6])('reads only through indexes, never a table scan (contragent %s)', (contragentId) => {
    const plans = Object.values(TASK_QUERIES).map((sql) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(PLAIN, contragentId)
        .map((row) => String(row.detail))
        .join('\n'),
    );
    for (const plan of plans) expect(plan).not.toMatch(/\bSCAN\b/);
    expect(plans.join('\n')).toMatch(/chat_messages_unread[\s\S]*change_object_comments_unread/);
  });
});
