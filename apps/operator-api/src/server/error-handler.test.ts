import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@resident/contract';
import { CLIENT_AUTHORIZATION, FORM, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { registerErrorHandling } from './error-handler.ts';
import { errorBody } from '../test-support/error-body.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.app.close();
});

describe('bad input never becomes a 500', () => {
  it('answers an unknown route with a NOT_FOUND body', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v3/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('NOT_FOUND', 'Запрошенный адрес не найден'));
  });

  // Found by the schema fuzzing: the router's own refusals came in Fastify's English
  // shape, echoing the whole URL back.
  it("answers a URL the router cannot read (a broken escape, a parameter over 100 characters) in the route family's shape", async () => {
    const broken = await server.app.inject({ method: 'GET', url: '/api/v3/client/%zz/billing/summary' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual(errorBody('BAD_REQUEST', 'Проверьте правильность введенных данных'));
    const long = await server.app.inject({ method: 'GET', url: `/api/v3/client/${'9'.repeat(400)}/billing/summary` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(errorBody('URI_TOO_LONG', 'Проверьте правильность введенных данных'));
    const oauth = await server.app.inject({ method: 'GET', url: '/api/oauth/%ED%A0%80' });
    expect(oauth.statusCode).toBe(400);
    expect(oauth.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Проверьте правильность введенных данных',
    });
  });

  it('answers malformed JSON with 400 in the details/message shape', async () => {
    const { access_token } = TokenResponseSchema.parse((await server.login('resident@demo.ru')).json());
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v3/client/user/select_contragent/1',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('BAD_REQUEST', 'Проверьте правильность введенных данных'));
  });

  it('answers malformed, oversized and wrongly typed oauth bodies in the OAuth shape', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { authorization: CLIENT_AUTHORIZATION, ...headers },
        payload,
      });
    const badJson = await post({ 'content-type': 'application/json' }, '{"grant_type":');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ error: 'invalid_request' });

    const xml = await post({ 'content-type': 'application/xml' }, '<grant/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Неподдерживаемый формат данных запроса',
    });

    const huge = await post(FORM, `grant_type=refresh_token&refresh_token=${'a'.repeat(1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Слишком большой объём данных в запросе',
    });

    const tooLong = await post(FORM, `grant_type=refresh_token&refresh_token=${'a'.repeat(600)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Проверьте правильность введенных данных: refresh_token',
    });
  });
});

describe('unexpected errors', () => {
  it('answers 500 UnknownException without leaking the cause, in both shapes', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/v3/boom', async () => {
      throw new Error('SQLITE_CORRUPT at /srv/secret/path');
    });
    app.post('/api/oauth/boom', async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    const v3 = await app.inject({ method: 'GET', url: '/api/v3/boom' });
    expect(v3.statusCode).toBe(500);
    expect(v3.json()).toEqual(errorBody('UnknownException', 'Непредвиденная ошибка системы'));
    expect(v3.body).not.toContain('SQLITE');

    const oauth = await app.inject({ method: 'POST', url: '/api/oauth/boom' });
    expect(oauth.statusCode).toBe(500);
    expect(oauth.json()).toEqual({ error: 'server_error', error_description: 'Непредвиденная ошибка системы' });
    await app.close();
  });
});
