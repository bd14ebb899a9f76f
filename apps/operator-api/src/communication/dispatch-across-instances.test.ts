import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenOf, asOperator } from '../test-support/communication-client.ts';
import { openSocket } from '../test-support/socket-client.ts';
import type { TestSocket } from '../test-support/socket-client.ts';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { DISPATCH_LISTENER_NAME } from './postgres-dispatch-relay.ts';

let instances: TestInstances | undefined;
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const { socket } of sockets.splice(0)) socket.close();
  await instances?.close();
  instances = undefined;
});

const addresses = new WeakMap<TestServer, Promise<string>>();

async function connect(server: TestServer, login: string): Promise<TestSocket> {
  if (!addresses.has(server)) addresses.set(server, server.app.listen({ host: '127.0.0.1', port: 0 }));
  const address = await addresses.get(server)!;
  const client = openSocket(`${address.replace(/^http/, 'ws')}/api/ws`, ['bearer', await accessTokenOf(server, login)]);
  sockets.push(client);
  await client.next('ready');
  return client;
}

const typesOf = (client: TestSocket) => client.events.map((event) => event.type);
/** Time for a duplicate (this instance's own notice echoed back) to arrive, were it delivered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

// Several instances behind one address: a resident's socket may be on either.
describe.runIf(postgresUrl())('websocket dispatch across two instances on one PostgreSQL', () => {
  it('pushes an operator answer posted through B to the resident’s sockets on A and on B, each once', async () => {
    instances = await startTestInstances();
    const { a, b } = instances;
    const [onA, onB, strangerOnA] = [
      await connect(a, 'resident@demo.ru'),
      await connect(b, 'resident@demo.ru'),
      await connect(a, 'plain@demo.ru'),
    ];

    const answer = await asOperator(b)('POST', '/chats/1/messages', { text: 'Квитанция отправлена повторно' });
    expect(answer.statusCode).toBe(200);
    expect(await onA.next('message')).toEqual({ type: 'message', chatId: 1, message: answer.json() });
    expect(await onA.next('tasks')).toEqual({ type: 'tasks' });
    expect(await onB.next('message')).toEqual({ type: 'message', chatId: 1, message: answer.json() });
    // Through A now: A's socket hears its own instance, B's hears it through PostgreSQL.
    await asOperator(a)('PUT', '/chats/1', { status: 'resolved' });
    expect(await onB.next('chat')).toMatchObject({ type: 'chat', chat: { id: 1, status: 'resolved' } });
    await settle();
    for (const client of [onA, onB]) expect(typesOf(client)).toEqual(['ready', 'message', 'tasks', 'chat', 'tasks']);
    expect(strangerOnA.events).toEqual([{ type: 'ready' }]);
  });

  it('relays an event past NOTIFY’s 8000 bytes through a stored row', async () => {
    instances = await startTestInstances();
    const { a, b } = instances;
    const onA = await connect(a, 'resident@demo.ru');
    // 5,000 Cyrillic letters are 10,000 bytes of UTF-8.
    const text = 'Ж'.repeat(5000);
    const answer = await asOperator(b)('POST', '/chats/1/messages', { text });
    expect(await onA.next('message')).toEqual({ type: 'message', chatId: 1, message: answer.json() });
    await settle();
    expect(typesOf(onA)).toEqual(['ready', 'message', 'tasks']);
  });

  it('listens again after PostgreSQL drops the listening connection', async () => {
    instances = await startTestInstances();
    const { a, b, databaseUrl } = instances;
    const onA = await connect(a, 'resident@demo.ru');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // A listener counts once its LISTEN has run: a new connection is in pg_stat_activity a moment
      // before, and what is published in that moment is not heard.
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND state = 'idle' AND query ILIKE 'LISTEN %'",
            [DISPATCH_LISTENER_NAME],
          )
        ).rows;
      const before = await listeners();
      expect(before).toHaveLength(2);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [DISPATCH_LISTENER_NAME],
      );
      await vi.waitFor(
        async () => {
          const after = await listeners();
          expect(after).toHaveLength(2);
          expect(after.some(({ pid }) => before.some((old) => old.pid === pid))).toBe(false);
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      await admin.end();
    }
    const answer = await asOperator(b)('POST', '/chats/1/messages', { text: 'Ответ после переподключения' });
    expect(await onA.next('message')).toEqual({ type: 'message', chatId: 1, message: answer.json() });
  });
});
