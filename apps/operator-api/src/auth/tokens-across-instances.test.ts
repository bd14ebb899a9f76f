import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_REFRESH_TOKEN, TokenResponseSchema } from '@resident/contract';
import type { TokenResponse } from '@resident/contract';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';
import { CLIENT_AUTHORIZATION, FORM } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' };
const OTHER_BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' };

// Several instances on one PostgreSQL behind one address: a session is the database's,
// not an instance's, and two refreshes of one token on two instances behave as on one SQLite.
describe.runIf(postgresUrl())('tokens across two instances on one PostgreSQL', () => {
  let instances: TestInstances;
  beforeEach(async () => {
    instances = await startTestInstances();
  });
  afterEach(async () => {
    await instances.close();
  });

  async function signIn(server: TestServer): Promise<TokenResponse> {
    const response = await server.login('resident@demo.ru');
    expect(response.statusCode).toBe(200);
    return TokenResponseSchema.parse(response.json());
  }

  const refresh = (server: TestServer, refreshToken: string, headers: Record<string, string>) =>
    server.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, headers);

  it('authenticates on B a token issued by A, refreshes it on B, and logs it out on A for both', async () => {
    const { a, b } = instances;
    const tokens = await signIn(a);
    expect((await b.getAs(tokens.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
    const rotated = await refresh(b, tokens.refresh_token, BROWSER);
    expect(rotated.statusCode).toBe(200);
    const pair = TokenResponseSchema.parse(rotated.json());
    expect((await a.getAs(pair.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
    // The rotation on B revoked the access token A issued.
    expect((await a.getAs(tokens.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization: CLIENT_AUTHORIZATION, ...FORM },
      payload: new URLSearchParams({ token: pair.refresh_token }).toString(),
    });
    expect(logout.statusCode).toBe(200);
    expect((await b.getAs(pair.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
  });

  it('gives two tabs of one browser refreshing one token on A and B at once a pair each, of the live family', async () => {
    const { a, b } = instances;
    for (let round = 0; round < 5; round += 1) {
      const tokens = await signIn(a);
      const answers = await Promise.all([
        refresh(a, tokens.refresh_token, BROWSER),
        refresh(b, tokens.refresh_token, BROWSER),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      for (const answer of answers) {
        const pair = TokenResponseSchema.parse(answer.json());
        expect((await b.getAs(pair.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
      }
    }
  });

  it('treats two clients refreshing one token on A and B at once as a rotation and a replay: one pair, then the family ends', async () => {
    const { a, b } = instances;
    for (let round = 0; round < 5; round += 1) {
      const tokens = await signIn(a);
      const answers = await Promise.all([
        refresh(a, tokens.refresh_token, BROWSER),
        refresh(b, tokens.refresh_token, OTHER_BROWSER),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json()).toEqual({ error: 'invalid_grant', error_description: INVALID_REFRESH_TOKEN });
      const pair = TokenResponseSchema.parse(answers.find((answer) => answer.statusCode === 200)?.json());
      expect((await a.getAs(pair.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await refresh(b, pair.refresh_token, BROWSER)).statusCode).toBe(400);
    }
  });
});
