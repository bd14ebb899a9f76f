import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminChangeObjectsPageSchema,
  AdminChangeObjectWithCommentsSchema,
  AdminChatsPageSchema,
  AdminChatThreadSchema,
  ChatMessageSchema,
  TasksResponseSchema,
} from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

const OPERATOR_UNAUTHORIZED = errorBody('UNAUTHORIZED', 'Требуется ключ оператора');

// Communication's rows are in the app's store: PostgreSQL with DATABASE_URL, served the same.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let operator: ReturnType<typeof asOperator>;
  let plain: ReturnType<typeof asResident>;
  let plainToken: string;

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer({ databaseUrl: database.databaseUrl });
    operator = asOperator(server);
    plainToken = await accessTokenOf(server, 'plain@demo.ru');
    plain = asResident(server, plainToken);
  });

  afterEach(async () => {
    await server.app.close();
    await database.drop();
  });

  describe('the operator credential', () => {
    it.each([
      ['GET', '/chats'],
      ['GET', '/chats/1'],
      ['POST', '/chats/1/messages'],
      ['PUT', '/chats/1'],
      ['GET', '/change-objects'],
      ['GET', '/change-objects/1'],
      ['POST', '/change-objects/1/comments'],
      ['PUT', '/change-objects/1'],
      ['GET', '/documents/1'],
    ] as const)('%s /api/admin%s refuses a missing, wrong or resident token', async (method, url) => {
      for (const authorization of [undefined, 'Bearer wrong-operator-token', `Bearer ${plainToken}`]) {
        const response = await server.app.inject({
          method,
          url: `/api/admin${url}`,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(OPERATOR_UNAUTHORIZED);
      }
    });

    it('lets nobody in when the server has no operator token', async () => {
      const closed = await startTestServer({ adminToken: undefined });
      const response = await asOperator(closed)('GET', '/chats');
      expect(response.statusCode).toBe(401);
      await closed.app.close();
    });
  });

  describe('chats', () => {
    it('lists every resident’s chats with their owner, filtered by status', async () => {
      await plain(
        'POST',
        '/api/v3/main/communication/chat/4',
        form({ subject: 'Не вывезли мусор', body: 'Уже три дня' }),
      );
      const page = AdminChatsPageSchema.parse((await operator('GET', '/chats')).json());
      expect(page.content.map((chat) => [chat.login, chat.subject])).toEqual([
        ['plain@demo.ru', 'Не вывезли мусор'],
        ['resident@demo.ru', 'Не пришла квитанция за май'],
      ]);
      const open = AdminChatsPageSchema.parse((await operator('GET', '/chats?status=open')).json());
      expect(open.content.map((chat) => chat.login)).toEqual(['plain@demo.ru']);
      expect((await operator('GET', '/chats?status=unknown')).statusCode).toBe(400);
    });

    it('answers: the message is stored unread for the resident, the chat is answered and becomes a task', async () => {
      const created = await plain(
        'POST',
        '/api/v3/main/communication/chat/4',
        form({ subject: 'Не вывезли мусор', body: 'Уже три дня' }),
      );
      const { id } = created.json();
      const response = await operator('POST', `/chats/${id}/messages`, { text: 'Машина приедет завтра' });
      expect(response.statusCode).toBe(200);
      expect(ChatMessageSchema.parse(response.json())).toMatchObject({
        chatId: id,
        author: 'operator',
        read: false,
        text: 'Машина приедет завтра',
      });
      const thread = AdminChatThreadSchema.parse((await operator('GET', `/chats/${id}`)).json());
      expect(thread.chat).toMatchObject({ status: 'answered', unreadCount: 1, login: 'plain@demo.ru' });
      expect(thread.messages.map((message) => message.author)).toEqual(['resident', 'operator']);
      const tasks = TasksResponseSchema.parse((await plain('GET', '/api/v3/main/communication/tasks')).json());
      expect(tasks.chats).toEqual([{ id, content: 'Машина приедет завтра', created: expect.any(String) }]);
    });

    it('changes the status', async () => {
      const response = await operator('PUT', '/chats/1', { status: 'resolved' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 1, status: 'resolved', userId: 1 });
    });

    it('answers 404 for an unknown chat and 400 for a malformed body', async () => {
      expect((await operator('GET', '/chats/999')).statusCode).toBe(404);
      expect((await operator('POST', '/chats/999/messages', { text: 'x' })).json()).toEqual(
        errorBody('NOT_FOUND', 'Обращение не найдено'),
      );
      expect((await operator('PUT', '/chats/999', { status: 'resolved' })).statusCode).toBe(404);
      for (const body of [{}, { text: '' }, { text: 'я'.repeat(10_001) }]) {
        expect((await operator('POST', '/chats/1/messages', body)).statusCode).toBe(400);
      }
      expect((await operator('PUT', '/chats/1', { status: 'archived' })).statusCode).toBe(400);
    });
  });

  describe('recalculation requests', () => {
    it('lists every resident’s requests and shows one with its comments', async () => {
      const page = AdminChangeObjectsPageSchema.parse((await operator('GET', '/change-objects')).json());
      expect(page.content.map((request) => [request.login, request.requestNumber])).toEqual([
        ['resident@demo.ru', 'П-000123'],
        ['resident@demo.ru', 'П-000098'],
      ]);
      const request = AdminChangeObjectWithCommentsSchema.parse((await operator('GET', '/change-objects/1')).json());
      expect(request.comments).toHaveLength(2);
      expect((await operator('GET', '/change-objects?status=resolved')).json().totalElements).toBe(1);
      expect((await operator('GET', '/change-objects?status=rejected')).json().totalElements).toBe(0);
    });

    it('comments unread for the resident, takes a new request in progress, and changes the status', async () => {
      const created = await plain(
        'POST',
        '/api/v3/client/6/changeObjects',
        form({ kind: 'wrong-charge', month: '2026-03', description: 'Начислено за двоих' }),
      );
      const { id } = created.json();
      const comment = await operator('POST', `/change-objects/${id}/comments`, { text: 'Проверяем начисление' });
      expect(comment.json()).toMatchObject({ changeObjectId: id, author: 'operator', read: false });
      expect((await operator('GET', `/change-objects/${id}`)).json()).toMatchObject({
        status: 'in_progress',
        unreadCount: 1,
      });
      const resolved = await operator('PUT', `/change-objects/${id}`, { status: 'resolved' });
      expect(resolved.json()).toMatchObject({ status: 'resolved', login: 'plain@demo.ru' });
    });

    it('answers 404 for an unknown request and 400 for a malformed body', async () => {
      expect((await operator('GET', '/change-objects/999')).json()).toEqual(
        errorBody('NOT_FOUND', 'Заявка на перерасчёт не найдена'),
      );
      expect((await operator('POST', '/change-objects/999/comments', { text: 'x' })).statusCode).toBe(404);
      expect((await operator('PUT', '/change-objects/1', { status: 'done' })).statusCode).toBe(400);
      expect((await operator('POST', '/change-objects/1/comments', { text: 42 })).statusCode).toBe(400);
    });
  });
});
