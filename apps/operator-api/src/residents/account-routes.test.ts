import { beforeEach, describe, expect, it } from 'vitest';
import { ContragentSchema, NumberPersonalAccountSchema, TokenResponseSchema } from '@resident/contract';
import type { TestServer } from '../test-support/test-server.ts';
import { errorBody } from '../test-support/error-body.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

const UNAUTHORIZED = errorBody('UNAUTHORIZED', 'Требуется вход в личный кабинет');
const ACCOUNT_NOT_FOUND = errorBody('NOT_FOUND', 'Лицевой счёт не найден');
const POPUP_NOT_FOUND = errorBody('NOT_FOUND', 'Уведомление не найдено');

let server: TestServer;

describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  async function accessToken(username: string): Promise<string> {
    return TokenResponseSchema.parse((await server.login(username)).json()).access_token;
  }

  function post(token: string, url: string, headers: Record<string, string> = {}) {
    return server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, ...headers } });
  }

  async function popupIdsOf(token: string, contragentId: number): Promise<number[]> {
    const contragent = ContragentSchema.parse(
      (await server.getAs(token, `/api/v3/client/contragent/${contragentId}`)).json(),
    );
    return contragent.popupWindows.map((popup) => popup.id);
  }

  describe('bearer protection', () => {
    it.each([
      { method: 'GET', url: '/api/v3/client/1/numberPersonalAccount' },
      { method: 'POST', url: '/api/v3/client/1/popupwindow/1' },
    ] as const)('$method $url answers 401 without a live token', async ({ method, url }) => {
      for (const authorization of [undefined, 'Bearer not-a-real-token']) {
        const response = await server.app.inject({ method, url, headers: authorization ? { authorization } : {} });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
    });
  });

  describe('GET /api/v3/client/:contragentId/numberPersonalAccount', () => {
    it('answers the number, the closed flag and the address of each own account', async () => {
      const token = await accessToken('resident@demo.ru');
      const first = await server.getAs(token, '/api/v3/client/1/numberPersonalAccount');
      expect(first.statusCode).toBe(200);
      expect(NumberPersonalAccountSchema.parse(first.json())).toEqual({
        contragentId: 1,
        numberPersonalAccount: '7700000001',
        isClosed: false,
        address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
      });
      expect((await server.getAs(token, '/api/v3/client/2/numberPersonalAccount')).json()).toMatchObject({
        contragentId: 2,
        numberPersonalAccount: '7700000002',
      });
    });

    it('reports a closed account', async () => {
      const response = await server.getAs(
        await accessToken('closed@demo.ru'),
        '/api/v3/client/4/numberPersonalAccount',
      );
      expect(response.json()).toMatchObject({ contragentId: 4, numberPersonalAccount: '7700000004', isClosed: true });
    });

    it('answers 404 for another resident’s account exactly like for a missing one', async () => {
      const token = await accessToken('plain@demo.ru');
      for (const id of [1, 999]) {
        const response = await server.getAs(token, `/api/v3/client/${id}/numberPersonalAccount`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(ACCOUNT_NOT_FOUND);
      }
    });

    it.each(['abc', '0', '-3', '2.5'])('answers 400 for the contragent id %s', async (id) => {
      const response = await server.getAs(
        await accessToken('plain@demo.ru'),
        `/api/v3/client/${id}/numberPersonalAccount`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message: expect.stringMatching(/^contragentId: /) }],
        message: 'Проверьте правильность введенных данных',
      });
    });
  });

  describe('POST /api/v3/client/:contragentId/popupwindow/:popupId', () => {
    it('hides the popup for the caller: the contragent no longer lists it', async () => {
      const token = await accessToken('resident@demo.ru');
      expect(await popupIdsOf(token, 1)).toEqual([1]);
      const response = await post(token, '/api/v3/client/1/popupwindow/1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ popupId: 1, hidden: true });
      expect(await popupIdsOf(token, 1)).toEqual([]);
      // A new session of the same resident does not see it either: the flag is stored, not cached.
      expect(await popupIdsOf(await accessToken('resident@demo.ru'), 1)).toEqual([]);
    });

    it('answers the same when repeated, also for a bodiless POST that declares JSON', async () => {
      const token = await accessToken('resident@demo.ru');
      expect((await post(token, '/api/v3/client/1/popupwindow/1')).statusCode).toBe(200);
      const again = await post(token, '/api/v3/client/1/popupwindow/1', { 'content-type': 'application/json' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ popupId: 1, hidden: true });
    });

    it('answers 404 for another resident’s account and hides nothing', async () => {
      const response = await post(await accessToken('plain@demo.ru'), '/api/v3/client/1/popupwindow/1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(ACCOUNT_NOT_FOUND);
      expect(await popupIdsOf(await accessToken('resident@demo.ru'), 1)).toEqual([1]);
    });

    it('answers 404 for a popup the own account does not have', async () => {
      const token = await accessToken('resident@demo.ru');
      // Popup 1 exists, but on account 1, not 2.
      for (const url of ['/api/v3/client/1/popupwindow/999', '/api/v3/client/2/popupwindow/1']) {
        const response = await post(token, url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(POPUP_NOT_FOUND);
      }
      expect(await popupIdsOf(token, 1)).toEqual([1]);
    });

    it.each([
      ['/api/v3/client/1/popupwindow/x', 'popupId'],
      ['/api/v3/client/0/popupwindow/1', 'contragentId'],
    ])('answers 400 for %s', async (url, field) => {
      const response = await post(await accessToken('resident@demo.ru'), url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message: expect.stringMatching(new RegExp(`^${field}: `)) }],
      });
    });
  });
});
