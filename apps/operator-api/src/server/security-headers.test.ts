/**
 * Security suite 5, the operator API's half: the browser-facing headers (ASVS V3.4) of JSON
 * answers, errors and files. The portal's half is apps/portal/server/security-headers.test.ts;
 * both use the same checks. Prints its figures.
 */
import { SECURITY_HEADER_CHECKS, securityHeaderProblems } from '@resident/vitest-config/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CLIENT_AUTHORIZATION, FORM, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let accessToken: string;
const figures = { responses: 0, headers: 0, failed: 0 };

beforeAll(async () => {
  server = await startTestServer();
  accessToken = (await server.login('resident@demo.ru')).json<{ access_token: string }>().access_token;
});

afterAll(async () => {
  await server.app.close();
  console.log(
    `headers suite (API): ${figures.responses} responses, ${figures.headers} headers checked, ${figures.failed} missing or weak`,
  );
});

function problems(response: LightMyRequestResponse): string[] {
  const found = securityHeaderProblems(response.headers);
  figures.responses += 1;
  figures.headers += SECURITY_HEADER_CHECKS;
  figures.failed += found.length;
  return found;
}

describe('the operator API', () => {
  it.each([
    ['a public JSON answer', 'GET', '/api/v3/client/freeAccess/altcha/getChallenge', false],
    ['the health check', 'GET', '/api/health', false],
    ['a resident’s personal data', 'GET', '/api/v3/main/user/', true],
    ['a 401 of a resident endpoint', 'GET', '/api/v3/main/user/', false],
    ['an unknown route', 'GET', '/api/v3/nothing', false],
    ['an OAuth error', 'POST', '/api/oauth/token', false],
    ['a 401 of the operator side', 'GET', '/api/admin/outbox', false],
  ] as const)('%s', async (_name, method, url, signedIn) => {
    const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${accessToken}` } : {};
    if (url.startsWith('/api/oauth/')) Object.assign(headers, { authorization: CLIENT_AUTHORIZATION, ...FORM });
    const response = await server.app.inject({ method, url, headers, payload: method === 'POST' ? '' : undefined });
    expect(response.statusCode).toBeLessThan(500);
    expect(problems(response)).toEqual([]);
  });
});
