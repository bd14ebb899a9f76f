import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from '../test-support/communication-client.ts';
import { startTestServer, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

// The API sent no nosniff and no Cache-Control on personal data (only some routes did).
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await accessTokenOf(server, 'resident@demo.ru');
});

afterAll(async () => {
  await server.app.close();
});

const bearer = () => ({ authorization: `Bearer ${token}` });

describe('every answer says nosniff', () => {
  it.each([
    ['a public endpoint', '/api/v3/client/freeAccess/altcha/getChallenge', {}],
    ['an unknown address', '/api/v3/nothing-here', {}],
    ['a request without a token', '/api/v3/main/user/', {}],
    ['the OpenAPI document', '/docs/json', {}],
    ['a personal answer', '/api/v3/main/user/', 'bearer'],
  ] as const)('%s', async (_name, url, headers) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: headers === 'bearer' ? bearer() : headers,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('answers to requests with credentials are not stored by any cache', () => {
  it.each([
    ['the profile', '/api/v3/main/user/'],
    ['an account', '/api/v3/client/1/numberPersonalAccount'],
    ['chats', '/api/v3/main/communication/chat'],
    ["another resident's account (404)", '/api/v3/client/6/numberPersonalAccount'],
  ])('%s', async (_name, url) => {
    const response = await server.app.inject({ method: 'GET', url, headers: bearer() });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the operator side too', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/chats',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a route that chose its own policy keeps it (downloads: private, no-store)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v3/client/1/billing/payments/export?format=csv',
      headers: bearer(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
