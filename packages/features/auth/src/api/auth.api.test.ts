import { createTestStore, json, TEST_CONFIG } from '@resident/api/testing';
import { describe, expect, it } from 'vitest';
import { authApi } from './auth.api.ts';

describe('the password grant', () => {
  it('getToken posts the password grant as a form to oauth/token with the client credential', async () => {
    const tokens = { access_token: 'a1', refresh_token: 'r1', expires_in: 300, token_type: 'bearer' };
    const { store, requests } = createTestStore({ api: () => json(200, tokens), user: null });
    const result = await store.dispatch(
      authApi.endpoints.getToken.initiate({
        grant_type: 'password',
        username: 'resident@example.ru',
        password: 'секрет 1',
        altcha: 'proof',
      }),
    );
    expect(result.data).toEqual(tokens);
    const request = requests[0] as Request;
    expect(request.url).toBe('http://portal.test/api/oauth/token');
    expect(request.headers.get('Authorization')).toBe(`Basic ${TEST_CONFIG.basicCredential}`);
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      grant_type: 'password',
      username: 'resident@example.ru',
      password: 'секрет 1',
      altcha: 'proof',
    });
  });

  it('getToken passes the OAuth error on for the login form', async () => {
    const { store } = createTestStore({
      api: () => json(400, { error: 'invalid_grant', error_description: 'Invalid user credentials' }),
      user: null,
    });
    const result = await store.dispatch(
      authApi.endpoints.getToken.initiate({ grant_type: 'password', username: 'a', password: 'b', altcha: 'c' }),
    );
    expect(result.error).toEqual({
      status: 400,
      data: { error: 'invalid_grant', error_description: 'Invalid user credentials' },
    });
  });
});
