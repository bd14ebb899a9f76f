import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_REFRESH_TOKEN,
  INVALID_USER_CREDENTIALS,
  OAuthErrorSchema,
  TokenResponseSchema,
} from '@resident/contract';
import type { TokenResponse } from '@resident/contract';
import { encodeAltchaPayload } from '../altcha/payload.ts';
import { basicAuthorization } from './client-credential.ts';
import { CLIENT_AUTHORIZATION, FORM } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

const RETRY_ALTCHA = 'Проверка «Я не робот» не пройдена или устарела. Пройдите её ещё раз';

let server: TestServer;

describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  async function signIn(username = 'resident@demo.ru'): Promise<TokenResponse> {
    const response = await server.login(username);
    expect(response.statusCode).toBe(200);
    return TokenResponseSchema.parse(response.json());
  }

  function refresh(refreshToken: string) {
    return server.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  function revoke(token: string | undefined, authorization = CLIENT_AUTHORIZATION) {
    return server.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization, ...FORM },
      payload: token === undefined ? '' : new URLSearchParams({ token }).toString(),
    });
  }

  /** A challenge signed with `secret`, solved, as the widget would submit it. */
  async function craftedAltcha(secret: string, expiresAt: number): Promise<string> {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt,
      hmacSignatureSecret: secret,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    return encodeAltchaPayload(challenge, solution);
  }

  describe('POST /api/oauth/token — password grant', () => {
    it('signs a resident in with a bearer pair and, for marketplace residents, a marketplace token', async () => {
      const response = await server.login('resident@demo.ru');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = TokenResponseSchema.parse(response.json());
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 300 });
      expect(body.access_token).not.toBe(body.refresh_token);
      expect(body.marketplace_token).toEqual(expect.any(String));

      const user = await server.getAs(body.access_token, '/api/v3/main/user/');
      expect(user.json()).toMatchObject({ id: 1, lastName: 'Иванов' });
    });

    it('omits marketplace_token for residents without marketplace access', async () => {
      const body = await signIn('plain@demo.ru');
      expect(body).not.toHaveProperty('marketplace_token');
    });

    it('matches the login case-insensitively and ignores surrounding spaces', async () => {
      const body = await signIn('  Resident@DEMO.ru ');
      expect((await server.getAs(body.access_token, '/api/v3/main/user/')).json()).toMatchObject({ id: 1 });
    });

    it('answers a wrong password and an unknown login with the same invalid_grant', async () => {
      const wrong = await server.login('resident@demo.ru', 'not-the-password');
      const unknown = await server.login('nobody@demo.ru');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_grant', error_description: INVALID_USER_CREDENTIALS });
      }
    });

    it('requires the altcha proof', async () => {
      const response = await server.token({
        grant_type: 'password',
        username: 'resident@demo.ru',
        password: 'demo2026',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'Подтвердите, что вы не робот: пройдите проверку',
      });
    });

    it('accepts each challenge once: a replayed altcha payload is rejected', async () => {
      const altcha = await server.altcha();
      const form = { grant_type: 'password', username: 'resident@demo.ru', password: 'demo2026', altcha };
      expect((await server.token(form)).statusCode).toBe(200);
      const replay = await server.token(form);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ error: 'invalid_request', error_description: RETRY_ALTCHA });
    });

    it('spends the challenge even when the password is wrong', async () => {
      const altcha = await server.altcha();
      const form = { grant_type: 'password', username: 'resident@demo.ru', altcha };
      expect((await server.token({ ...form, password: 'wrong' })).json()).toMatchObject({ error: 'invalid_grant' });
      expect((await server.token({ ...form, password: 'demo2026' })).json()).toMatchObject({
        error_description: RETRY_ALTCHA,
      });
    });

    it('rejects a challenge signed with another secret, an expired one and garbage', async () => {
      const inFiveMinutes = Math.floor(Date.now() / 1000) + 300;
      const forged = await craftedAltcha('attacker-secret', inFiveMinutes);
      const expired = await craftedAltcha('test-altcha-secret', Math.floor(Date.now() / 1000) - 10);
      for (const altcha of [forged, expired, 'bm90LWpzb24=', 'not base64 at all']) {
        const response = await server.token({
          grant_type: 'password',
          username: 'resident@demo.ru',
          password: 'demo2026',
          altcha,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_request', error_description: RETRY_ALTCHA });
      }
    });

    it('limits password requests per address with an OAuth-shaped 429', async () => {
      server = await backendServer.restart({ tokenRateLimit: 2 });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await server.login('resident@demo.ru', 'wrong')).statusCode).toBe(400);
      }
      const limited = await server.login('resident@demo.ru', 'wrong');
      expect(limited.statusCode).toBe(429);
      expect(OAuthErrorSchema.parse(limited.json())).toMatchObject({ error: 'too_many_requests' });
      expect(limited.json().error_description).toMatch(/^Слишком много попыток/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is a different key.
      const form = {
        grant_type: 'password',
        username: 'plain@demo.ru',
        password: 'demo2026',
        altcha: await server.altcha(),
      };
      const elsewhere = await server.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        remoteAddress: '203.0.113.7',
        headers: { authorization: CLIENT_AUTHORIZATION, ...FORM },
        payload: new URLSearchParams(form).toString(),
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('POST /api/oauth/token — client credential and grant types', () => {
    it('answers 401 invalid_client with WWW-Authenticate when the credential is missing or wrong', async () => {
      const form = { grant_type: 'refresh_token', refresh_token: 'x' };
      const missing = await server.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: FORM,
        payload: new URLSearchParams(form).toString(),
      });
      const wrong = await server.token(form, { authorization: basicAuthorization('resident-portal', 'guess') });
      for (const response of [missing, wrong]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Basic /);
        expect(response.json()).toMatchObject({ error: 'invalid_client' });
      }
    });

    it('honours a configured client credential', async () => {
      server = await backendServer.restart({ clientId: 'region-portal', clientSecret: 's3cret' });
      const form = { grant_type: 'refresh_token', refresh_token: 'x' };
      expect((await server.token(form)).statusCode).toBe(401);
      const own = await server.token(form, { authorization: basicAuthorization('region-portal', 's3cret') });
      expect(own.json()).toEqual({ error: 'invalid_grant', error_description: INVALID_REFRESH_TOKEN });
    });

    it('answers unsupported_grant_type for an unknown grant and invalid_request for a missing one', async () => {
      const unknown = await server.token({ grant_type: 'client_credentials' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: 'unsupported_grant_type' });
      const missing = await server.token({ username: 'a' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    });
  });

  it.runIf(backend === 'postgres')(
    'keeps the sessions in PostgreSQL: a sign-in and a refresh write there',
    async () => {
      const first = await signIn();
      expect((await refresh(first.refresh_token)).statusCode).toBe(200);
      const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ families: string; refreshes: string }>(
          'SELECT (SELECT COUNT(*) FROM token_families) AS families, (SELECT COUNT(*) FROM refresh_tokens) AS refreshes',
        );
        expect(rows).toEqual([{ families: '1', refreshes: '2' }]);
      } finally {
        await client.end();
      }
    },
  );

  describe('POST /api/oauth/token — refresh grant', () => {
    it('rotates: a refresh token yields a new working pair', async () => {
      const first = await signIn();
      const response = await refresh(first.refresh_token);
      expect(response.statusCode).toBe(200);
      const second = TokenResponseSchema.parse(response.json());
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.marketplace_token).toEqual(expect.any(String));
      expect((await server.getAs(second.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated refresh token is presented again', async () => {
      const first = await signIn();
      const second = TokenResponseSchema.parse((await refresh(first.refresh_token)).json());

      // After the grace window for tabs refreshing at once (authentication-suite.test.ts).
      server.clock.advanceSeconds(11);
      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({ error: 'invalid_grant', error_description: INVALID_REFRESH_TOKEN });

      expect((await server.getAs(second.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await refresh(second.refresh_token)).json()).toMatchObject({ error_description: INVALID_REFRESH_TOKEN });
    });

    it('leaves other sessions of the same resident alone when one family is revoked', async () => {
      const phone = await signIn();
      const laptop = await signIn();
      await refresh(phone.refresh_token);
      server.clock.advanceSeconds(11);
      await refresh(phone.refresh_token);
      expect((await server.getAs(laptop.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
    });

    it('rejects an unknown and an expired refresh token with "Invalid refresh token"', async () => {
      const tokens = await signIn();
      server.clock.advanceSeconds(30 * 24 * 60 * 60 + 1);
      for (const token of [tokens.refresh_token, 'never-issued']) {
        const response = await refresh(token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_grant', error_description: INVALID_REFRESH_TOKEN });
      }
    });

    it('still refreshes after the access token expired', async () => {
      const tokens = await signIn();
      server.clock.advanceSeconds(301);
      expect((await server.getAs(tokens.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    });
  });

  describe('POST /api/oauth/revoke', () => {
    it('revokes by access token: the session ends, refresh included', async () => {
      const tokens = await signIn();
      const response = await revoke(tokens.access_token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      expect((await server.getAs(tokens.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await refresh(tokens.refresh_token)).json()).toMatchObject({ error_description: INVALID_REFRESH_TOKEN });
    });

    it('revokes by refresh token', async () => {
      const tokens = await signIn();
      expect((await revoke(tokens.refresh_token)).statusCode).toBe(200);
      expect((await server.getAs(tokens.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
    });

    it('answers 200 for an unknown token, 400 without one, 401 without the client credential', async () => {
      expect((await revoke('unknown-token')).statusCode).toBe(200);
      const missing = await revoke(undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'invalid_request' });
      const noClient = await revoke('unknown-token', basicAuthorization('resident-portal', 'nope'));
      expect(noClient.statusCode).toBe(401);
      expect(noClient.json()).toMatchObject({ error: 'invalid_client' });
    });
  });
});
