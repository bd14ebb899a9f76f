import { beforeEach, describe, expect, it } from 'vitest';
import { ContragentSchema, TokenResponseSchema, UserResponseSchema } from '@resident/contract';
import type { TestServer } from '../test-support/test-server.ts';
import { errorBody } from '../test-support/error-body.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

const UNAUTHORIZED = errorBody('UNAUTHORIZED', 'Требуется вход в личный кабинет');
const NOT_FOUND = errorBody('NOT_FOUND', 'Лицевой счёт не найден');

let server: TestServer;

describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  async function accessToken(username: string): Promise<string> {
    const response = await server.login(username);
    return TokenResponseSchema.parse(response.json()).access_token;
  }

  function put(token: string, url: string, headers: Record<string, string> = {}) {
    return server.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}`, ...headers } });
  }

  describe('bearer protection', () => {
    const routes = [
      { method: 'GET', url: '/api/v3/main/user/' },
      { method: 'GET', url: '/api/v3/client/contragent/1' },
      { method: 'PUT', url: '/api/v3/client/user/select_contragent/1' },
    ] as const;

    it.each(routes)('$method $url answers 401 without a token or with an unknown one', async ({ method, url }) => {
      for (const authorization of [undefined, 'Bearer not-a-real-token', 'Basic cmVzaWRlbnQ6cGFzcw==']) {
        const response = await server.app.inject({ method, url, headers: authorization ? { authorization } : {} });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
    });

    it('rejects an expired access token', async () => {
      const token = await accessToken('resident@demo.ru');
      expect((await server.getAs(token, '/api/v3/main/user/')).statusCode).toBe(200);
      server.clock.advanceSeconds(300);
      const expired = await server.getAs(token, '/api/v3/main/user/');
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(UNAUTHORIZED);
    });

    it('does not accept the marketplace token as a portal token', async () => {
      const tokens = TokenResponseSchema.parse((await server.login('resident@demo.ru')).json());
      expect(tokens.marketplace_token).toEqual(expect.any(String));
      expect((await server.getAs(tokens.marketplace_token ?? '', '/api/v3/main/user/')).statusCode).toBe(401);
    });
  });

  describe('GET /api/v3/main/user/', () => {
    it('answers the user with the ids and state-duty flags of their contragents', async () => {
      const response = await server.getAs(await accessToken('resident@demo.ru'), '/api/v3/main/user/');
      expect(response.statusCode).toBe(200);
      expect(UserResponseSchema.parse(response.json())).toEqual({
        id: 1,
        lastName: 'Иванов',
        firstName: 'Иван',
        middleName: 'Иванович',
        operator: 'Регоператор',
        verified: true,
        contragents: [
          { id: 1, stateDutyDebt: false },
          { id: 2, stateDutyDebt: true },
        ],
      });
    });

    it('answers with or without the trailing slash', async () => {
      const response = await server.getAs(await accessToken('plain@demo.ru'), '/api/v3/main/user');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 7 });
    });

    it('shows unverified residents and residents without an account as they are', async () => {
      const unverified = await server.getAs(await accessToken('unverified@demo.ru'), '/api/v3/main/user/');
      expect(unverified.json()).toMatchObject({ verified: false, contragents: [], middleName: null });
      const pending = await server.getAs(await accessToken('pending@demo.ru'), '/api/v3/main/user/');
      expect(pending.json()).toMatchObject({ verified: false, contragents: [{ id: 3 }] });
      const noAccount = await server.getAs(await accessToken('noaccount@demo.ru'), '/api/v3/main/user/');
      expect(noAccount.json()).toMatchObject({ verified: true, contragents: [] });
    });
  });

  describe('GET /api/v3/client/contragent/:id', () => {
    it('answers the caller’s own contragent with its flags and popups', async () => {
      const response = await server.getAs(await accessToken('resident@demo.ru'), '/api/v3/client/contragent/1');
      expect(response.statusCode).toBe(200);
      const contragent = ContragentSchema.parse(response.json());
      expect(contragent).toMatchObject({
        id: 1,
        fullName: 'Иванов Иван Иванович',
        numberPersonalAccount: '7700000001',
        isClosed: false,
        wasteDisposal: true,
        isInstallmentRegister: true,
      });
      expect(contragent.popupWindows).toHaveLength(1);
      expect(contragent.address).toMatch(/обл\./);
    });

    it('reports the closed account', async () => {
      const response = await server.getAs(await accessToken('closed@demo.ru'), '/api/v3/client/contragent/4');
      expect(response.json()).toMatchObject({ id: 4, isClosed: true });
    });

    it('answers 404 for another resident’s contragent, exactly like for a missing one', async () => {
      const token = await accessToken('plain@demo.ru');
      const foreign = await server.getAs(token, '/api/v3/client/contragent/1');
      const missing = await server.getAs(token, '/api/v3/client/contragent/999');
      for (const response of [foreign, missing]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 400 for the id %s', async (id) => {
      const response = await server.getAs(await accessToken('plain@demo.ru'), `/api/v3/client/contragent/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message: expect.stringMatching(/^id: /) }],
        message: 'Проверьте правильность введенных данных',
      });
    });
  });

  describe('PUT /api/v3/client/user/select_contragent/:id', () => {
    it('selects an own contragent, answers it, and lists it first from then on', async () => {
      const token = await accessToken('resident@demo.ru');
      const response = await put(token, '/api/v3/client/user/select_contragent/2');
      expect(response.statusCode).toBe(200);
      expect(ContragentSchema.parse(response.json())).toMatchObject({ id: 2, numberPersonalAccount: '7700000002' });
      const user = UserResponseSchema.parse((await server.getAs(token, '/api/v3/main/user/')).json());
      expect(user.contragents.map((contragent) => contragent.id)).toEqual([2, 1]);
    });

    it('accepts a bodiless PUT that still declares JSON', async () => {
      const token = await accessToken('resident@demo.ru');
      const response = await put(token, '/api/v3/client/user/select_contragent/1', {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers 404 for another resident’s contragent and keeps the selection unchanged', async () => {
      const token = await accessToken('plain@demo.ru');
      const response = await put(token, '/api/v3/client/user/select_contragent/1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      const user = UserResponseSchema.parse((await server.getAs(token, '/api/v3/main/user/')).json());
      expect(user.contragents).toEqual([{ id: 6, stateDutyDebt: false }]);
    });

    it('answers 400 for a malformed id', async () => {
      const response = await put(await accessToken('resident@demo.ru'), '/api/v3/client/user/select_contragent/x');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION' }] });
    });
  });
});
