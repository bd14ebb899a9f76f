import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server/build-server.ts';
import { DEFAULT_CLIENT_AUTHORIZATION, operatorSide, signInOverHttp } from './testing.ts';

let app: FastifyInstance;
let apiBase: string;

beforeAll(async () => {
  app = await buildServer({
    dbPath: ':memory:',
    logLevel: 'silent',
    altchaCost: 1,
    altchaMaxNumber: 5,
    port: 0,
    adminToken: 'e2e-operator-token',
  });
  apiBase = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api`;
});

afterAll(async () => {
  await app.close();
});

describe('signInOverHttp', () => {
  it('solves the altcha like the widget and signs a demo resident in over real HTTP', async () => {
    const tokens = await signInOverHttp(apiBase, 'resident@demo.ru');
    const user = await fetch(`${apiBase}/v3/main/user/`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ id: 1, verified: true });
  });

  it('reports the server answer when sign-in fails', async () => {
    await expect(signInOverHttp(apiBase, 'resident@demo.ru', { password: 'wrong' })).rejects.toThrow(
      /400.*Invalid user credentials/,
    );
  });

  it('uses the default client credential of the portal', () => {
    expect(atob(DEFAULT_CLIENT_AUTHORIZATION.replace('Basic ', ''))).toBe('resident-portal:resident-portal-secret');
  });
});

describe('operatorSide', () => {
  it('answers a resident’s chat over HTTP and reports a refusal', async () => {
    const operator = operatorSide(apiBase, 'e2e-operator-token');
    const message = await operator.answer(1, 'Ответ для e2e');
    expect(message).toMatchObject({ chatId: 1, author: 'operator', read: false });
    await operator.setChatStatus(1, 'resolved');
    const tokens = await signInOverHttp(apiBase, 'resident@demo.ru');
    const chat = await fetch(`${apiBase}/v3/main/communication/chat/1`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await chat.json()).toMatchObject({ chat: { status: 'resolved', unreadCount: 2 } });
    await expect(operatorSide(apiBase, 'wrong').comment(1, 'x')).rejects.toThrow(/answered 401/);
  });
});
