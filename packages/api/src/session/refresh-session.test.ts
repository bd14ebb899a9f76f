import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { json, pathOf, signedInStorage, TEST_CONFIG, testExtra } from '../testing/test-extra.ts';
import { refreshSession } from './refresh-session.ts';

const newTokens = {
  access_token: 'a2',
  refresh_token: 'r2',
  expires_in: 600,
  token_type: 'bearer',
  marketplace_token: 'm2',
};

describe('refreshSession', () => {
  it('posts the refresh grant with the client credential, stores the tokens and reloads the contractor', async () => {
    const { extra, requests, storage } = testExtra(
      (request) =>
        pathOf(request) === '/api/oauth/token'
          ? json(200, newTokens)
          : json(200, { ...contragent, numberPersonalAccount: '7700654321', isInstallmentRegister: false }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser),
    );
    const store = createStore(extra);
    await expect(store.dispatch(refreshSession()).unwrap()).resolves.toEqual(newTokens);

    const [token, reload] = requests;
    expect(token?.headers.get('Authorization')).toBe(`Basic ${TEST_CONFIG.basicCredential}`);
    expect(await token?.text()).toBe('grant_type=refresh_token&refresh_token=r1');
    expect(store.getState().auth).toMatchObject({
      token: 'a2',
      refresh_token: 'r2',
      expires_in: 600,
      marketplace_token: 'm2',
      auth: true,
    });
    expect(storage.getItem('marketplace_token')).toBe('m2');

    await vi.waitFor(() => expect(store.getState().user.user?.numberPersonalAccount).toBe('7700654321'));
    expect(reload && pathOf(reload)).toBe('/api/v3/client/contragent/501');
    expect(reload?.headers.get('Authorization')).toBe('Bearer a2');
    expect(JSON.parse(storage.getItem('user') ?? '{}')).toMatchObject({ numberPersonalAccount: '7700654321' });
  });

  it("rejects with the server's error_description", async () => {
    const { extra } = testExtra(
      () => json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    await expect(createStore(extra).dispatch(refreshSession()).unwrap()).rejects.toBe('Invalid refresh token');
  });

  it('rejects with the mapped text when the failure is not an OAuth error', async () => {
    const { extra } = testExtra(
      () => json(500, { details: 'UnknownException' }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    await expect(createStore(extra).dispatch(refreshSession()).unwrap()).rejects.toBe('Непредвиденная ошибка системы');
  });

  it('makes no call without a refresh token', async () => {
    const { extra, fetchFn } = testExtra(() => json(200, newTokens), createMemoryStorage());
    await expect(createStore(extra).dispatch(refreshSession()).unwrap()).rejects.toBe('Invalid refresh token');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('never spends a refresh token the server already called invalid', async () => {
    const { extra, fetchFn } = testExtra(
      () => json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const store = createStore(extra);
    await store.dispatch(refreshSession());
    const second = await store.dispatch(refreshSession());
    expect(second).toMatchObject({ payload: 'Invalid refresh token', meta: { shared: true } });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent callers share one call', async () => {
    const { extra, fetchFn } = testExtra(
      () => json(200, newTokens),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const store = createStore(extra);
    const outcomes = await Promise.all([
      store.dispatch(refreshSession()),
      store.dispatch(refreshSession()),
      store.dispatch(refreshSession()),
    ]);
    expect(outcomes.map((outcome) => outcome.payload)).toEqual([newTokens, { ...newTokens }, { ...newTokens }]);
    expect(outcomes.map((outcome) => outcome.meta)).toMatchObject([
      { shared: false },
      { shared: true },
      { shared: true },
    ]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
