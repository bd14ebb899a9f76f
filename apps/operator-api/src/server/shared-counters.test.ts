import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_USER_CREDENTIALS } from '@resident/contract';
import { DEMO_PASSWORD } from '../db/demo-residents.ts';
import { MESSAGES } from '../errors/http-errors.ts';
import { RATE_LIMIT_TABLE } from '../security/shared-rate-limit-store.ts';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';
import { CLIENT_AUTHORIZATION, FORM, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import type { ServerOptions } from '../config/options.ts';

let instances: TestInstances | undefined;
afterEach(async () => {
  await instances?.close();
  instances = undefined;
});

async function start(overrides: Partial<ServerOptions> = {}): Promise<TestInstances> {
  instances = await startTestInstances(overrides);
  return instances;
}

function token(server: TestServer, form: Record<string, string>, address: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: address,
    headers: { authorization: CLIENT_AUTHORIZATION, ...FORM },
    payload: new URLSearchParams(form).toString(),
  });
}

const login = async (server: TestServer, username: string, password: string, address: string) =>
  token(server, { grant_type: 'password', username, password, altcha: await server.altcha() }, address);

function expectTooMany(response: LightMyRequestResponse, seconds?: number) {
  expect(response.statusCode).toBe(429);
  const body = response.json<{ error_description?: string; message?: string }>();
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  if (seconds !== undefined) expect(wait).toBe(seconds);
  expect(body.error_description ?? body.message).toBe(MESSAGES.tooManyAttempts(wait));
}

// Several instances behind one address: what one counts, the others see.
describe.runIf(postgresUrl())('limits shared by two instances on one PostgreSQL', () => {
  it('starts the login backoff at the 5th wrong password through B after 4 through A', async () => {
    const { a, b } = await start();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(a, 'resident@demo.ru', 'wrong', `203.0.113.${attempt + 1}`)).json()).toEqual({
        error: 'invalid_grant',
        error_description: INVALID_USER_CREDENTIALS,
      });
    }
    expect((await login(b, 'resident@demo.ru', 'wrong', '203.0.113.5')).statusCode).toBe(400);
    // Even the right password waits, through either instance.
    expectTooMany(await login(a, 'resident@demo.ru', DEMO_PASSWORD, '203.0.113.6'), 30);
    expectTooMany(await login(b, 'resident@demo.ru', DEMO_PASSWORD, '203.0.113.7'), 30);
    a.clock.advanceSeconds(30);
    expect((await login(b, 'resident@demo.ru', DEMO_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('stops one address spraying passwords through both instances', async () => {
    const { a, b } = await start({ loginSprayLimit: { maxFailures: 3, windowSeconds: 900 } });
    const sprayer = '198.51.100.200';
    expect((await login(a, 'user0@demo.ru', 'Summer2026', sprayer)).statusCode).toBe(400);
    expect((await login(b, 'user1@demo.ru', 'Summer2026', sprayer)).statusCode).toBe(400);
    expect((await login(a, 'user2@demo.ru', 'Summer2026', sprayer)).statusCode).toBe(400);
    expectTooMany(await login(b, 'plain@demo.ru', DEMO_PASSWORD, sprayer));
    expect((await login(b, 'plain@demo.ru', DEMO_PASSWORD, '198.51.100.201')).statusCode).toBe(200);
  });

  it('counts password requests per address across instances; refresh requests per instance, without a query', async () => {
    const { a, b } = await start({ tokenRateLimit: 3, refreshRateLimit: 2 });
    const junk = { grant_type: 'password', username: 'a@b.ru', password: 'x', altcha: 'junk' };
    for (const server of [a, b, a]) expect((await token(server, junk, '198.51.100.1')).statusCode).toBe(400);
    expectTooMany(await token(b, junk, '198.51.100.1'));
    const refresh = { grant_type: 'refresh_token', refresh_token: 'unknown' };
    for (const server of [a, a, b, b]) expect((await token(server, refresh, '198.51.100.1')).statusCode).toBe(400);
    expectTooMany(await token(a, refresh, '198.51.100.1'));
    const client = new pg.Client({ connectionString: instances?.databaseUrl });
    await client.connect();
    try {
      const keys = await client.query<{ key: string }>(`SELECT key FROM ${RATE_LIMIT_TABLE} ORDER BY key`);
      expect(keys.rows.map((row) => row.key)).toEqual(['POST /api/oauth/token password:198.51.100.1']);
    } finally {
      await client.end();
    }
  });

  it('counts each route apart: registrations from one address across instances, not its recoveries', async () => {
    const { a, b } = await start({ tokenRateLimit: 3 });
    const post = (server: TestServer, path: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/v3/client/freeAccess/${path}`,
        remoteAddress: '198.51.100.9',
        headers: { authorization: CLIENT_AUTHORIZATION },
        payload: {},
      });
    for (const server of [a, b, a]) expect((await post(server, 'registration')).statusCode).toBeLessThan(429);
    const limited = await post(b, 'registration');
    expectTooMany(limited);
    expect(limited.json()).toMatchObject({ details: [{ code: 'TOO_MANY_REQUESTS' }] });
    expect((await post(b, 'password-recovery')).statusCode).toBeLessThan(429);
  });

  it('admits exactly the limit when both instances take one address at once', async () => {
    const { a, b } = await start({ tokenRateLimit: 5 });
    const register = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v3/client/freeAccess/registration',
        remoteAddress: '198.51.100.77',
        headers: { authorization: CLIENT_AUTHORIZATION },
        payload: {},
      });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => register(index % 2 === 0 ? a : b)));
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(5);
    for (const answer of answers.filter((each) => each.statusCode === 429)) expectTooMany(answer);
  });

  it('limits wrong operator tokens from one address across instances, while the right one still works', async () => {
    const { a, b } = await start({ adminFailureLimit: { max: 3, windowSeconds: 900 } });
    const admin = (server: TestServer, authorization: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        remoteAddress: '198.51.100.50',
        headers: { authorization },
      });
    for (const [attempt, server] of [a, b, a].entries()) {
      expect((await admin(server, `Bearer guess-${attempt}-of-the-token`)).statusCode).toBe(401);
    }
    expectTooMany(await admin(b, 'Bearer guess-3-of-the-token'));
    expect((await admin(b, `Bearer ${TEST_ADMIN_TOKEN}`)).statusCode).toBe(200);
  });
});
