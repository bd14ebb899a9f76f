import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContragentIdParamsSchema } from '@resident/contract';
import { accessTokenOf } from '../test-support/communication-client.ts';
import { startTestServer, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from './domain.ts';
import type { Domain } from './domain.ts';
import { DOMAINS } from './register-api.ts';

declare module 'fastify' {
  interface FastifyInstance {
    greetings: { greet(name: string): string };
  }
}

// A throwaway domain, written as a domain's register file is: its services as a named
// fastify-plugin plugin with its dependencies, its routes per context. Adding it is one more entry
// in the list; the contexts' checks (token, account ownership, operator token) come with them.
const greetings: Domain = {
  services: fp(
    async (app) => {
      app.decorate('greetings', { greet: (name: string) => `Здравствуйте, ${name}` });
    },
    { name: 'greetings', dependencies: ['residents'] },
  ),
  async residentRoutes(scope) {
    await scope.register(async (routes) => {
      routes.get('/main/greeting', async (request) => ({ text: scope.greetings.greet(String(request.caller)) }));
    }, RESIDENT_PREFIX);
  },
  async accountRoutes(scope) {
    await scope.register(async (routes) => {
      routes.get(
        '/client/:contragentId/greeting',
        { schema: { params: ContragentIdParamsSchema } },
        async (request) => ({
          text: scope.greetings.greet(request.account.numberPersonalAccount),
        }),
      );
    }, RESIDENT_PREFIX);
  },
  async adminRoutes(scope) {
    await scope.register(async (routes) => {
      routes.get('/greeting', async () => ({ text: scope.greetings.greet('оператор') }));
    }, ADMIN_PREFIX);
  },
};

describe('a domain added to the list', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({}, { domains: [...DOMAINS, greetings] });
    token = await accessTokenOf(server, 'resident@demo.ru');
  });

  afterAll(async () => {
    await server.app.close();
  });

  const get = (url: string, authorization?: string) =>
    server.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('gets its resident route inside the resident context: the token checked, request.caller set', async () => {
    expect((await get('/api/v3/main/greeting')).statusCode).toBe(401);
    const answer = await get('/api/v3/main/greeting', `Bearer ${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ text: expect.stringMatching(/^Здравствуйте, \d+$/) });
  });

  it("gets its account route inside the account context: another resident's account answers 404", async () => {
    const own = await get('/api/v3/client/1/greeting', `Bearer ${token}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ text: expect.stringMatching(/^Здравствуйте, \d+$/) });
    expect((await get('/api/v3/client/6/greeting', `Bearer ${token}`)).statusCode).toBe(404);
  });

  it("gets its operator route inside the back office: a resident's token is refused", async () => {
    expect((await get('/api/admin/greeting', `Bearer ${token}`)).statusCode).toBe(401);
    expect((await get('/api/admin/greeting', `Bearer ${TEST_ADMIN_TOKEN}`)).json()).toEqual({
      text: 'Здравствуйте, оператор',
    });
  });

  it('leaves the routes of the other domains as they were', async () => {
    expect((await get('/api/v3/client/1/numberPersonalAccount', `Bearer ${token}`)).statusCode).toBe(200);
  });
});

describe('the list of domains', () => {
  it('refuses to start when a domain is listed before one it depends on', async () => {
    const early: Domain = { services: fp(async () => {}, { name: 'early', dependencies: ['payments'] }) };
    await expect(startTestServer({}, { domains: [early, ...DOMAINS] })).rejects.toThrow(/dependency 'payments'/);
  });
});
