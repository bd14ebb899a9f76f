import { afterEach, describe, expect, it } from 'vitest';
import { DISPATCH_CLOSE_CODES, TokenResponseSchema } from '@resident/contract';
import { openSocket } from '../test-support/socket-client.ts';
import type { TestSocket } from '../test-support/socket-client.ts';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';
import { CLIENT_AUTHORIZATION, FORM } from '../test-support/test-server.ts';

let instances: TestInstances | undefined;
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const { socket } of sockets.splice(0)) socket.close();
  await instances?.close();
  instances = undefined;
});

// The websocket's session check asks the database: a logout through another instance
// ends the socket too.
describe.runIf(postgresUrl())('the dispatch session check across two instances on one PostgreSQL', () => {
  it('closes with 4401 a socket on A once its session is logged out through B, and keeps another session’s', async () => {
    instances = await startTestInstances({ dispatchSessionCheckMs: 50 });
    const { a, b } = instances;
    const address = await a.app.listen({ host: '127.0.0.1', port: 0 });
    const signIn = async () => TokenResponseSchema.parse((await a.login('resident@demo.ru')).json());
    const [ended, kept] = [await signIn(), await signIn()];
    const [endedSocket, keptSocket] = [ended, kept].map((tokens) => {
      const client = openSocket(`${address.replace(/^http/, 'ws')}/api/ws`, ['bearer', tokens.access_token]);
      sockets.push(client);
      return client;
    });
    await endedSocket?.next('ready');
    await keptSocket?.next('ready');

    const logout = await b.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization: CLIENT_AUTHORIZATION, ...FORM },
      payload: new URLSearchParams({ token: ended.refresh_token }).toString(),
    });
    expect(logout.statusCode).toBe(200);
    expect(await endedSocket?.closed).toMatchObject({ code: DISPATCH_CLOSE_CODES.unauthorized });
    expect(keptSocket?.socket.readyState).toBe(WebSocket.OPEN);
  });
});
