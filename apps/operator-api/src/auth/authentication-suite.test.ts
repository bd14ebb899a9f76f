/**
 * Security suite 3: authentication as an attacker probes it. Sessions (refresh reuse, expiry,
 * logout, rotation), the altcha, password guessing per login and per address, and the request
 * limits of the token, registration and recovery endpoints. Prints its figures at the end.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_REFRESH_TOKEN, INVALID_USER_CREDENTIALS, TokenResponseSchema } from '@resident/contract';
import type { TokenResponse } from '@resident/contract';
import type { ServerOptions } from '../config/options.ts';
import { DEMO_PASSWORD } from '../db/demo-residents.ts';
import { CLIENT_AUTHORIZATION, FORM, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

const TOO_MANY = /^Слишком много попыток\. Повторите через \d+ (с|мин)$/;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// Every case starts a server and most pay for scrypt logins (up to 25): more than the default 5 s
// when the machine is busy, well under it when quiet.
const SLOW = { timeout: 30_000 };
const figures = { cases: 0, requests: 0, failed: 0 };
let server: TestServer;

async function start(overrides: Partial<ServerOptions> = {}): Promise<void> {
  await server?.app.close();
  server = await startTestServer(overrides);
}

beforeEach(async ({ onTestFailed }) => {
  figures.cases += 1;
  onTestFailed(() => {
    figures.failed += 1;
  });
  await start();
}, SLOW.timeout);
afterEach(() => server.app.close());
afterAll(() => {
  console.log(
    `authentication suite: ${figures.cases} cases, ${figures.requests} requests tried, ${figures.failed} failed`,
  );
});

/** POST /api/oauth/token from a given address and browser. */
function token(
  form: Record<string, string>,
  address = '198.51.100.1',
  userAgent = BROWSER,
  extra: Record<string, string> = {},
) {
  figures.requests += 1;
  return server.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: address,
    headers: { authorization: CLIENT_AUTHORIZATION, 'user-agent': userAgent, ...FORM, ...extra },
    payload: new URLSearchParams(form).toString(),
  });
}

async function login(username: string, password: string, address?: string, extra?: Record<string, string>) {
  return token({ grant_type: 'password', username, password, altcha: await server.altcha() }, address, BROWSER, extra);
}

async function signIn(address?: string): Promise<TokenResponse> {
  const response = await login('resident@demo.ru', DEMO_PASSWORD, address);
  expect(response.statusCode).toBe(200);
  return TokenResponseSchema.parse(response.json());
}

const refresh = (refreshToken: string, address?: string, userAgent?: string) =>
  token({ grant_type: 'refresh_token', refresh_token: refreshToken }, address, userAgent);

async function userStatus(accessToken: string): Promise<number> {
  figures.requests += 1;
  return (await server.getAs(accessToken, '/api/v3/main/user/')).statusCode;
}

function expectTooMany(
  response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  seconds?: number,
) {
  expect(response.statusCode).toBe(429);
  const body = response.json() as { error_description?: string; message?: string };
  expect(body.error_description ?? body.message).toMatch(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  if (seconds !== undefined) expect(retryAfter).toBe(seconds);
}

describe('sessions', SLOW, () => {
  it('access tokens expire', async () => {
    const pair = await signIn();
    expect(await userStatus(pair.access_token)).toBe(200);
    server.clock.advanceSeconds(pair.expires_in);
    expect(await userStatus(pair.access_token)).toBe(401);
  });

  it('logout revokes the access and the refresh token', async () => {
    const pair = await signIn();
    figures.requests += 1;
    const revoked = await server.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization: CLIENT_AUTHORIZATION, ...FORM },
      payload: new URLSearchParams({ token: pair.access_token }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect(await userStatus(pair.access_token)).toBe(401);
    expect((await refresh(pair.refresh_token)).json()).toEqual({
      error: 'invalid_grant',
      error_description: INVALID_REFRESH_TOKEN,
    });
  });

  it('rotating a refresh token revokes the previous access token', async () => {
    const first = await signIn();
    const second = TokenResponseSchema.parse((await refresh(first.refresh_token)).json());
    expect(await userStatus(first.access_token)).toBe(401);
    expect(await userStatus(second.access_token)).toBe(200);
  });

  it('tabs refreshing one token at once all get a pair of the same session', async () => {
    const first = await signIn();
    const answers = await Promise.all([1, 2, 3].map(() => refresh(first.refresh_token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) {
      const pair = TokenResponseSchema.parse(answer.json());
      expect(Object.keys(pair).sort()).toEqual(Object.keys(first).sort());
      expect(await userStatus(pair.access_token)).toBe(200);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
    }
  });

  it('refresh-token reuse after the grace window revokes the family', async () => {
    const first = await signIn();
    const winner = TokenResponseSchema.parse((await refresh(first.refresh_token)).json());
    server.clock.advanceSeconds(11);
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect(await userStatus(winner.access_token)).toBe(401);
    expect((await refresh(winner.refresh_token)).statusCode).toBe(400);
  });

  it('reuse within the grace window from another address or browser revokes the family', async () => {
    for (const [address, userAgent] of [
      ['203.0.113.66', BROWSER],
      ['198.51.100.1', 'curl/8.5'],
    ] as const) {
      const first = await signIn();
      const winner = TokenResponseSchema.parse((await refresh(first.refresh_token)).json());
      expect((await refresh(first.refresh_token, address, userAgent)).statusCode).toBe(400);
      expect(await userStatus(winner.access_token)).toBe(401);
    }
  });
});

describe('altcha', SLOW, () => {
  it('a solution cannot be replayed, whatever the password', async () => {
    const altcha = await server.altcha();
    const form = { grant_type: 'password', username: 'resident@demo.ru', altcha };
    expect((await token({ ...form, password: DEMO_PASSWORD })).statusCode).toBe(200);
    for (const password of [DEMO_PASSWORD, 'wrong']) {
      const replay = await token({ ...form, password });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('junk altcha requests count toward no login: 50 of them lock nobody out', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      // Each from its own address, as a rotating X-Forwarded-For once allowed.
      const response = await token(
        { grant_type: 'password', username: 'resident@demo.ru', password: 'guess', altcha: 'junk' },
        `192.0.2.${attempt + 1}`,
      );
      expect(response.statusCode).toBe(400);
    }
    expect((await login('resident@demo.ru', DEMO_PASSWORD, '198.51.100.77')).statusCode).toBe(200);
  });
});

describe('password guessing', SLOW, () => {
  it('one login waits after 5 wrong passwords, from any address, longer after more, capped at 15 min', async () => {
    let address = 0;
    const next = () => `203.0.113.${(address += 1)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('resident@demo.ru', 'wrong', next())).json()).toEqual({
        error: 'invalid_grant',
        error_description: INVALID_USER_CREDENTIALS,
      });
    }
    const waits: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      // Even the right password waits: the wait is not a hint that the guess was wrong.
      const refused = await login('resident@demo.ru', DEMO_PASSWORD, next());
      expectTooMany(refused);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      server.clock.advanceSeconds(wait);
      expect((await login('resident@demo.ru', 'wrong', next())).statusCode).toBe(400);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    // An unknown login is limited the same way: the wait tells nothing about which logins exist.
    for (let attempt = 0; attempt < 5; attempt += 1) await login('nobody@demo.ru', 'wrong', next());
    expectTooMany(await login('nobody@demo.ru', 'wrong', next()), 30);
    // Never a permanent lockout: after the wait the resident signs in, and the count is forgotten.
    server.clock.advanceSeconds(900);
    expect((await login('resident@demo.ru', DEMO_PASSWORD, next())).statusCode).toBe(200);
    expect((await login('resident@demo.ru', 'wrong', next())).statusCode).toBe(400);
    expect((await login('resident@demo.ru', DEMO_PASSWORD, next())).statusCode).toBe(200);
  });

  it('other logins are not slowed by one under attack', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1)
      await login('resident@demo.ru', 'wrong', `203.0.113.${attempt + 1}`);
    expect((await login('plain@demo.ru', DEMO_PASSWORD, '203.0.113.99')).statusCode).toBe(200);
  });

  it('one address spraying passwords across logins is stopped; other addresses are not', async () => {
    await start({ loginSprayLimit: { maxFailures: 6, windowSeconds: 900 } });
    const sprayer = '198.51.100.200';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(`user${attempt}@demo.ru`, 'Summer2026', sprayer)).statusCode).toBe(400);
    }
    expectTooMany(await login('resident@demo.ru', 'Summer2026', sprayer));
    expectTooMany(await login('plain@demo.ru', DEMO_PASSWORD, sprayer));
    expect((await login('plain@demo.ru', DEMO_PASSWORD, '198.51.100.201')).statusCode).toBe(200);
  });
});

describe('the address the limits count', SLOW, () => {
  it('X-Forwarded-For is believed only from the configured proxy', async () => {
    await start({ trustedProxy: '10.0.0.1', loginSprayLimit: { maxFailures: 2, windowSeconds: 900 } });
    const spoofer = '198.51.100.5';
    // A client naming a new address in each request is still counted at its own.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const forged = { 'x-forwarded-for': `192.0.2.${attempt + 1}` };
      expect((await login(`user${attempt}@demo.ru`, 'wrong', spoofer, forged)).statusCode).toBe(400);
    }
    expectTooMany(await login('user9@demo.ru', 'wrong', spoofer, { 'x-forwarded-for': '192.0.2.77' }));
    // Through the proxy, each resident is counted at the address the proxy names.
    const viaProxy = (resident: string) => ({ 'x-forwarded-for': resident });
    for (let attempt = 0; attempt < 2; attempt += 1)
      await login(`user${attempt}@demo.ru`, 'wrong', '10.0.0.1', viaProxy('203.0.113.10'));
    expectTooMany(await login('plain@demo.ru', DEMO_PASSWORD, '10.0.0.1', viaProxy('203.0.113.10')));
    expect((await login('plain@demo.ru', DEMO_PASSWORD, '10.0.0.1', viaProxy('203.0.113.11'))).statusCode).toBe(200);
  });
});

describe('request limits with the Russian message', SLOW, () => {
  it('the token endpoint: password requests per address, refresh requests per address', async () => {
    await start({ tokenRateLimit: 3, refreshRateLimit: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await token({ grant_type: 'password', username: 'a@b.ru', password: 'x', altcha: 'junk' })).statusCode,
      ).toBe(400);
    }
    expectTooMany(await token({ grant_type: 'password', username: 'a@b.ru', password: 'x', altcha: 'junk' }));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await refresh('unknown')).statusCode).toBe(400);
    expectTooMany(await refresh('unknown'));
  });

  it.each([
    ['registration', {}],
    ['registration/confirm', { token: 'guess' }],
    ['password-recovery', {}],
    ['password-recovery/reset', { token: 'guess', password: 'Guess2026pass' }],
  ])('client/freeAccess/%s', async (path, payload) => {
    await start({ tokenRateLimit: 3 });
    const post = () => {
      figures.requests += 1;
      return server.app.inject({
        method: 'POST',
        url: `/api/v3/client/freeAccess/${path}`,
        remoteAddress: '198.51.100.9',
        headers: { authorization: CLIENT_AUTHORIZATION },
        payload,
      });
    };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post()).statusCode).toBeLessThan(429);
    const limited = await post();
    expectTooMany(limited);
    expect(limited.json()).toMatchObject({ details: [{ code: 'TOO_MANY_REQUESTS' }] });
  });

  it('wrong operator tokens under /api/admin/, while the right one still works', async () => {
    await start({ adminFailureLimit: { max: 3, windowSeconds: 900 } });
    const admin = (authorization: string) => {
      figures.requests += 1;
      return server.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        remoteAddress: '198.51.100.50',
        headers: { authorization },
      });
    };
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await admin(`Bearer guess-${attempt}-of-the-token`)).statusCode).toBe(401);
    expectTooMany(await admin('Bearer guess-4-of-the-token'));
    expect((await admin('Bearer test-operator-token-of-the-suite')).statusCode).toBe(200);
  });
});
