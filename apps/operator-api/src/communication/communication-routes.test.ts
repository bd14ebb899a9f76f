import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TasksResponseSchema, TokenResponseSchema } from '@resident/contract';
import { openDatabase } from '../db/database.ts';
import { openStore } from '../db/store/store.ts';
import { addChat } from '../test-support/communication-fixtures.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { errorBody } from '../test-support/error-body.ts';

const TASKS = '/api/v3/main/communication/tasks';
const UNAUTHORIZED = errorBody('UNAUTHORIZED', 'Требуется вход в личный кабинет');
const NOT_FOUND = errorBody('NOT_FOUND', 'Лицевой счёт не найден');

let server: TestServer | undefined;

async function start(dbPath = ':memory:'): Promise<TestServer> {
  server = await startTestServer({ dbPath });
  return server;
}

afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

async function accessToken(app: TestServer, username: string): Promise<string> {
  return TokenResponseSchema.parse((await app.login(username)).json()).access_token;
}

describe('GET /api/v3/main/communication/tasks', () => {
  it('answers 401 without a live token', async () => {
    const app = await start();
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const response = await app.app.inject({ method: 'GET', url: TASKS, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('gives resident@demo.ru the seeded help chat and recalculation request: the bell shows 2', async () => {
    const app = await start();
    const response = await app.getAs(await accessToken(app, 'resident@demo.ru'), TASKS);
    expect(response.statusCode).toBe(200);
    const tasks = TasksResponseSchema.parse(response.json());
    expect(tasks.chats).toEqual([
      {
        id: expect.any(Number),
        content: expect.stringMatching(/^Добрый день! Квитанция за май/),
        created: expect.any(String),
      },
    ]);
    expect(tasks.changeObjects).toEqual([
      {
        id: expect.any(Number),
        comments: [expect.stringMatching(/^Для перерасчёта приложите/)],
        requestNumber: 'П-000123',
        created: expect.any(String),
      },
    ]);
    // Seeded relative to the server clock: the answer came 2 hours ago, the request 3 days ago.
    const now = app.clock.now();
    expect(now - Date.parse(tasks.chats[0]?.created ?? '')).toBe(2 * 60 * 60 * 1000);
    expect(now - Date.parse(tasks.changeObjects[0]?.created ?? '')).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('has nothing for the other demo residents', async () => {
    const app = await start();
    for (const login of ['plain@demo.ru', 'noaccount@demo.ru', 'closed@demo.ru']) {
      expect((await app.getAs(await accessToken(app, login), TASKS)).json()).toEqual({ chats: [], changeObjects: [] });
    }
  });

  it('narrows to the account given as contragentId', async () => {
    const app = await start();
    const token = await accessToken(app, 'resident@demo.ru');
    const first = TasksResponseSchema.parse((await app.getAs(token, `${TASKS}?contragentId=1`)).json());
    expect([first.chats.length, first.changeObjects.length]).toEqual([1, 1]);
    expect((await app.getAs(token, `${TASKS}?contragentId=2`)).json()).toEqual({ chats: [], changeObjects: [] });
  });

  it('answers 404 for another resident’s contragent exactly like for a missing one', async () => {
    const app = await start();
    const token = await accessToken(app, 'plain@demo.ru');
    for (const id of [1, 999]) {
      const response = await app.getAs(token, `${TASKS}?contragentId=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it.each(['abc', '0', '', '1.5'])('answers 400 for contragentId=%s', async (id) => {
    const app = await start();
    const response = await app.getAs(await accessToken(app, 'resident@demo.ru'), `${TASKS}?contragentId=${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: [{ code: 'VALIDATION', message: expect.stringMatching(/^contragentId: /) }],
      message: 'Проверьте правильность введенных данных',
    });
  });

  it('follows the data: a new operator answer adds a task, reading it removes the task', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'tasks-')), 'operator.db');
    const app = await start(dbPath);
    const token = await accessToken(app, 'plain@demo.ru');
    const db = openDatabase(dbPath);
    try {
      const chatId = await addChat(openStore({ dialect: 'sqlite', db }), {
        userId: 7,
        contragentId: 6,
        messages: [{ author: 'operator', text: 'Ваше обращение рассмотрено', at: Date.UTC(2026, 4, 2, 9, 30) }],
      });
      expect((await app.getAs(token, TASKS)).json()).toEqual({
        chats: [{ id: chatId, content: 'Ваше обращение рассмотрено', created: '2026-05-02T09:30:00.000Z' }],
        changeObjects: [],
      });
      db.prepare('UPDATE chat_messages SET read_by_resident = 1 WHERE chat_id = ?').run(chatId);
      expect((await app.getAs(token, TASKS)).json()).toEqual({ chats: [], changeObjects: [] });
    } finally {
      db.close();
    }
  });
});
