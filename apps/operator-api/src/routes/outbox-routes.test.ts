import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBody } from '../test-support/error-body.ts';
import { startTestServer, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.app.close();
});

const admin = (url: string, token = TEST_ADMIN_TOKEN) =>
  server.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` } });

describe('the outbox routes', () => {
  it('answer the outbox at /api/dev/ in development, without a credential', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 });
    const missing = await server.app.inject({ method: 'GET', url: '/api/dev/outbox/1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody('NOT_FOUND', 'Письмо не найдено'));
    expect((await server.app.inject({ method: 'GET', url: '/api/dev/outbox/x' })).statusCode).toBe(400);
  });

  it('do not exist in production', async () => {
    const production = await startTestServer({ environment: 'production' });
    const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('NOT_FOUND', 'Запрошенный адрес не найден'));
    expect((await production.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).statusCode).toBe(200);
    await production.app.close();
  });

  it('answer the operator at /api/admin/outbox with the operator credential only', async () => {
    expect((await admin('/outbox')).statusCode).toBe(200);
    const refused = await admin('/outbox', 'wrong-operator-token');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorBody('UNAUTHORIZED', 'Требуется ключ оператора'));
  });
});
