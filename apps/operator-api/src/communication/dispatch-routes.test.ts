import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@resident/contract';
import { CLIENT_AUTHORIZATION, FORM, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { accessTokenOf, asOperator, asResident } from '../test-support/communication-client.ts';
import { openSocket } from '../test-support/socket-client.ts';
import type { TestSocket } from '../test-support/socket-client.ts';

// Through HTTP only: the same on either backend the server runs on.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let wsUrl: string;
  const sockets: TestSocket[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer({ dispatchSessionCheckMs: 50, databaseUrl: database.databaseUrl });
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    wsUrl = `${address.replace(/^http/, 'ws')}/api/ws`;
  });

  afterEach(async () => {
    for (const { socket } of sockets.splice(0)) socket.close();
    await server.app.close();
    await database.drop();
  });

  function connect(token: string | undefined): TestSocket {
    const socket = openSocket(wsUrl, token === undefined ? undefined : ['bearer', token]);
    sockets.push(socket);
    return socket;
  }

  describe('GET /api/ws', () => {
    it('accepts the access token offered as the bearer subprotocol and says it is ready', async () => {
      const client = connect(await accessTokenOf(server, 'resident@demo.ru'));
      expect(await client.next('ready')).toEqual({ type: 'ready' });
      expect(client.socket.protocol).toBe('bearer');
    });

    it('pushes an operator answer and the tasks change to that resident only', async () => {
      const resident = connect(await accessTokenOf(server, 'resident@demo.ru'));
      const secondTab = connect(await accessTokenOf(server, 'resident@demo.ru'));
      const stranger = connect(await accessTokenOf(server, 'plain@demo.ru'));
      await Promise.all([resident, secondTab, stranger].map((client) => client.next('ready')));

      const answer = await asOperator(server)('POST', '/chats/1/messages', { text: 'Квитанция отправлена повторно' });
      const pushed = await resident.next('message');
      expect(pushed).toEqual({ type: 'message', chatId: 1, message: answer.json() });
      expect(await resident.next('tasks')).toEqual({ type: 'tasks' });
      expect((await secondTab.next('message')).message.text).toBe('Квитанция отправлена повторно');
      await asOperator(server)('POST', '/change-objects/1/comments', { text: 'Справка принята' });
      expect(await resident.next('comment')).toMatchObject({
        type: 'comment',
        changeObjectId: 1,
        comment: { text: 'Справка принята' },
      });
      await asOperator(server)('PUT', '/chats/1', { status: 'resolved' });
      expect(await resident.next('chat')).toMatchObject({ type: 'chat', chat: { id: 1, status: 'resolved' } });
      await asOperator(server)('PUT', '/change-objects/1', { status: 'resolved' });
      expect(await resident.next('changeObject')).toMatchObject({ changeObject: { id: 1, status: 'resolved' } });
      expect(stranger.events).toEqual([{ type: 'ready' }]);
    });

    it('tells the resident’s other tabs when they read a chat', async () => {
      const token = await accessTokenOf(server, 'resident@demo.ru');
      const otherTab = connect(token);
      await otherTab.next('ready');
      await asResident(server, token)('DELETE', '/api/v3/main/communication/unreadMessages?chatId=1');
      expect(await otherTab.next('tasks')).toEqual({ type: 'tasks' });
    });

    it.each([
      ['no token', undefined],
      ['an unknown token', 'not-a-live-token'],
    ])('closes with 4401 for %s', async (_case, token) => {
      const client = connect(token);
      expect(await client.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
      expect(client.events).toEqual([]);
    });

    it('closes with 4401 once the session is revoked (logout)', async () => {
      const tokens = TokenResponseSchema.parse((await server.login('resident@demo.ru')).json());
      const client = connect(tokens.access_token);
      await client.next('ready');
      await server.app.inject({
        method: 'POST',
        url: '/api/oauth/revoke',
        headers: { authorization: CLIENT_AUTHORIZATION, ...FORM },
        payload: new URLSearchParams({ token: tokens.refresh_token }).toString(),
      });
      expect(await client.closed).toEqual({ code: 4401, reason: 'Session ended' });
    });

    it('stays open after the access token expires: it belongs to the session', async () => {
      const client = connect(await accessTokenOf(server, 'resident@demo.ru'));
      await client.next('ready');
      server.clock.advanceSeconds(301);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      await asOperator(server)('POST', '/chats/1/messages', { text: 'Всё ещё на связи' });
      expect((await client.next('message')).message.text).toBe('Всё ещё на связи');
    });

    it('accepts an Authorization header from clients that can send one', async () => {
      const client = openSocket(wsUrl, undefined, {
        authorization: `Bearer ${await accessTokenOf(server, 'resident@demo.ru')}`,
      });
      sockets.push(client);
      expect(await client.next('ready')).toEqual({ type: 'ready' });
    });

    it('answers a plain HTTP request with 404 in the API shape', async () => {
      const plain = await server.app.inject({ method: 'GET', url: '/api/ws' });
      expect(plain.statusCode).toBe(404);
      expect(plain.json()).toEqual({
        details: [{ code: 'NOT_FOUND', message: 'Запрошенный адрес не найден' }],
        message: 'Запрошенный адрес не найден',
      });
    });
  });
});
