import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { NumberPersonalAccount } from '@resident/contract';
import type { TokenService } from '../auth/token-service.ts';
import { MESSAGES } from '../errors/http-errors.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';
import { registerErrorHandling } from '../server/error-handler.ts';
import { accountContext, residentContext } from './resident-context.ts';

// Token "a" is resident 1, who owns account 10 only; every other token is refused.
const tokens = { authenticate: async (token: string) => (token === 'a' ? 1 : undefined) } as unknown as TokenService;
const account: NumberPersonalAccount = {
  contragentId: 10,
  numberPersonalAccount: '100',
  isClosed: false,
  address: 'ул. Ленина, 1',
};
let lookups = 0;
const residents = {
  getNumberPersonalAccount: async (userId: number, contragentId: number) => {
    lookups += 1;
    return userId === 1 && contragentId === 10 ? account : undefined;
  },
} as unknown as ResidentRepository;

/** A module as the wiring registers it: no hook of its own, only request.caller and request.account. */
async function build() {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(residentContext, {
    tokens,
    async routes(resident) {
      resident.get('/me', async (request) => ({ caller: request.caller }));
      await resident.register(accountContext, {
        residents,
        async routes(scope) {
          scope.get<{ Params: { contragentId: number } }>(
            '/client/:contragentId/account',
            {
              schema: {
                params: {
                  type: 'object',
                  properties: { contragentId: { type: 'integer', minimum: 1 } },
                  required: ['contragentId'],
                },
              },
            },
            async (request) => request.account,
          );
        },
      });
    },
  });
  return app;
}

describe('the resident context', () => {
  let app: Awaited<ReturnType<typeof build>> | undefined;
  afterEach(async () => {
    await app?.close();
    lookups = 0;
  });

  it('refuses a request without a live access token on every route inside, before the account is looked up', async () => {
    app = await build();
    for (const url of ['/me', '/client/10/account']) {
      const answer = await app.inject({ url, headers: { authorization: 'Bearer b' } });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(MESSAGES.unauthorized);
    }
    expect(lookups).toBe(0);
  });

  it('gives the caller and the caller’s own account, looked up once', async () => {
    app = await build();
    expect((await app.inject({ url: '/me', headers: { authorization: 'Bearer a' } })).json()).toEqual({ caller: 1 });
    const answer = await app.inject({ url: '/client/10/account', headers: { authorization: 'Bearer a' } });
    expect(answer.json()).toEqual(account);
    expect(lookups).toBe(1);
  });

  it('answers another resident’s account 404 like a missing one', async () => {
    app = await build();
    const answer = await app.inject({ url: '/client/11/account', headers: { authorization: 'Bearer a' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(MESSAGES.contragentNotFound);
  });
});
