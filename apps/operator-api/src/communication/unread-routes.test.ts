import { beforeEach, describe, expect, it } from 'vitest';
import { TasksResponseSchema, UnreadMessagesResponseSchema } from '@resident/contract';
import { accessTokenOf, asOperator, asResident } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';

const UNREAD = '/api/v3/main/communication/unreadmessages';
const CLEAR = '/api/v3/main/communication/unreadMessages';
const TASKS = '/api/v3/main/communication/tasks';

// Communication's rows are in the app's store: PostgreSQL with DATABASE_URL, served the same.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);
  let server: TestServer;
  let resident: ReturnType<typeof asResident>;
  let plain: ReturnType<typeof asResident>;

  beforeEach(async () => {
    server = backendServer.server;
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
  });

  const unreadOf = async (as: typeof resident) => UnreadMessagesResponseSchema.parse((await as('GET', UNREAD)).json());
  const taskCount = async (as: typeof resident) => {
    const tasks = TasksResponseSchema.parse((await as('GET', TASKS)).json());
    return tasks.chats.length + tasks.changeObjects.length;
  };

  describe('GET main/communication/unreadmessages', () => {
    it('counts the seeded unread operator message and comment of resident@demo.ru, nothing for others', async () => {
      expect(await unreadOf(resident)).toEqual({ count: 2, chatMessages: 1, changeObjectComments: 1 });
      expect(await unreadOf(plain)).toEqual({ count: 0, chatMessages: 0, changeObjectComments: 0 });
      expect((await server.app.inject({ method: 'GET', url: UNREAD })).statusCode).toBe(401);
    });

    it('follows new operator answers', async () => {
      const operator = asOperator(server);
      await operator('POST', '/chats/1/messages', { text: 'Ещё один ответ' });
      await operator('POST', '/change-objects/1/comments', { text: 'Документы получены' });
      expect(await unreadOf(resident)).toEqual({ count: 4, chatMessages: 2, changeObjectComments: 2 });
    });
  });

  describe('DELETE main/communication/unreadMessages', () => {
    it('marks one chat read: the counts and the tasks drop', async () => {
      expect(await taskCount(resident)).toBe(2);
      const response = await resident('DELETE', `${CLEAR}?chatId=1`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: 1, chatMessages: 0, changeObjectComments: 1 });
      expect(await taskCount(resident)).toBe(1);
    });

    it('marks a recalculation request’s comments read', async () => {
      const response = await resident('DELETE', `${CLEAR}?changeObjectId=1`);
      expect(response.json()).toEqual({ count: 1, chatMessages: 1, changeObjectComments: 0 });
      expect(TasksResponseSchema.parse((await resident('GET', TASKS)).json()).changeObjects).toEqual([]);
    });

    it('answers 404 for another resident’s chat or request and leaves them unread', async () => {
      const chat = await plain('DELETE', `${CLEAR}?chatId=1`);
      expect(chat.statusCode).toBe(404);
      expect(chat.json()).toEqual(errorBody('NOT_FOUND', 'Обращение не найдено'));
      const request = await plain('DELETE', `${CLEAR}?changeObjectId=1`);
      expect(request.json()).toEqual(errorBody('NOT_FOUND', 'Заявка на перерасчёт не найдена'));
      expect((await unreadOf(resident)).count).toBe(2);
    });

    it.each(['', '?chatId=1&changeObjectId=1', '?chatId=abc', '?chatId=0'])('answers 400 for %j', async (query) => {
      const response = await resident('DELETE', `${CLEAR}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION' }] });
    });
  });
});
