import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { basicAuthorization } from '../auth/client-credential.ts';
import type { ServerOptions } from '../config/options.ts';
import { DEMO_PASSWORD } from '../db/demo-residents.ts';
import { buildServer } from '../server/build-server.ts';
import type { Domain } from '../server/domain.ts';
import { NO_SHEDDING } from '../server/load-shedding.ts';
import { solveAltchaForTests } from '../testing.ts';

export const TEST_ALTCHA_SECRET = 'test-altcha-secret';
/** The operator credential of test servers (/api/admin/). */
export const TEST_ADMIN_TOKEN = 'test-operator-token-of-the-suite';
export const CLIENT_AUTHORIZATION = basicAuthorization('resident-portal', 'resident-portal-secret');
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export interface TestClock {
  now: () => number;
  advanceSeconds(seconds: number): void;
}

export function createClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  /** A solved altcha payload for a fresh challenge of this server. */
  altcha(): Promise<string>;
  /** POST /api/oauth/token with the client credential and a form body. */
  token(form: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Password grant with a fresh altcha; the demo password unless given. */
  login(username: string, password?: string): Promise<LightMyRequestResponse>;
  /** GET with a bearer token. */
  getAs(accessToken: string, url: string): Promise<LightMyRequestResponse>;
}

/**
 * An in-memory server with the cheapest altcha and a clock the test controls, starting now or at
 * `clockStart` (a test whose answers depend on the weekday or the hour fixes it).
 */
export async function startTestServer(
  overrides: Partial<ServerOptions> = {},
  { clockStart, domains }: { clockStart?: number; domains?: readonly Domain[] } = {},
): Promise<TestServer> {
  const clock = createClock(clockStart);
  const app = await buildServer(
    {
      dbPath: ':memory:',
      logLevel: 'silent',
      altchaHmacSecret: TEST_ALTCHA_SECRET,
      altchaCost: 1,
      altchaMaxNumber: 5,
      adminToken: TEST_ADMIN_TOKEN,
      // Tests run the autopays themselves (POST /api/admin/autopay/run), or turn the scheduler on.
      autopayIntervalMs: 0,
      // Tests send bursts of parallel requests on purpose; load-shedding.test.ts turns it on.
      shedding: NO_SHEDDING,
      now: clock.now,
      ...overrides,
    },
    { domains },
  );

  async function altcha(): Promise<string> {
    const response = await app.inject({ method: 'GET', url: '/api/v3/client/freeAccess/altcha/getChallenge' });
    return solveAltchaForTests(response.json());
  }

  function token(form: Record<string, string>, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: CLIENT_AUTHORIZATION, ...FORM, ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  }

  return {
    app,
    clock,
    altcha,
    token,
    async login(username, password = DEMO_PASSWORD) {
      return token({ grant_type: 'password', username, password, altcha: await altcha() });
    },
    getAs(accessToken, url) {
      return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
    },
  };
}
