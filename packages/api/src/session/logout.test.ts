import { describe, expect, it } from 'vitest';
import { showModalChanged } from '../model/user-slice.ts';
import { createStore } from '../store/create-store.ts';
import { sessionUser } from '../testing/fixtures.ts';
import { testApi } from '../testing/test-api.ts';
import { json, pathOf, signedInStorage, TEST_CONFIG, testExtra } from '../testing/test-extra.ts';
import type { Route } from '../testing/test-extra.ts';
import { logout } from './logout.ts';

function signedInStore(route: Route) {
  const context = testExtra(route, signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser));
  const store = createStore(context.extra);
  store.dispatch(showModalChanged(true));
  return { ...context, store };
}

async function expectSignedOut({ store, storage, navigate }: ReturnType<typeof signedInStore>) {
  expect(store.getState().auth).toMatchObject({
    auth: false,
    token: null,
    refresh_token: null,
    expires_in: null,
    marketplace_token: null,
  });
  expect(store.getState().user).toEqual({ user: null, showModal: false });
  expect(storage.length).toBe(0);
  expect(store.getState().api.queries).toEqual({});
  expect(navigate).toHaveBeenLastCalledWith('/login');
}

describe('logout', () => {
  it('revokes the refresh token with the client credential, then clears the session', async () => {
    const context = signedInStore((request) =>
      pathOf(request) === '/api/oauth/revoke' ? new Response(null, { status: 200 }) : json(200, { n: 1 }),
    );
    await context.store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(Object.keys(context.store.getState().api.queries)).toHaveLength(1);

    await context.store.dispatch(logout());
    const revoke = context.requests.find((request) => pathOf(request) === '/api/oauth/revoke');
    expect(revoke?.headers.get('Authorization')).toBe(`Basic ${TEST_CONFIG.basicCredential}`);
    expect(await revoke?.text()).toBe('token=r1');
    expect(context.notifyError).not.toHaveBeenCalled();
    await expectSignedOut(context);
  });

  it("shows the server's details text when revoking fails and still clears the session", async () => {
    const context = signedInStore(() => json(400, { details: 'Токен уже отозван', message: 'Bad Request' }));
    await context.store.dispatch(logout());
    expect(context.notifyError).toHaveBeenCalledWith('Токен уже отозван');
    await expectSignedOut(context);
  });

  it('clears the session when the server cannot be reached', async () => {
    const context = signedInStore(() => Promise.reject(new TypeError('Failed to fetch')));
    await context.store.dispatch(logout());
    expect(context.notifyError).toHaveBeenCalledWith(
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз',
    );
    await expectSignedOut(context);
  });
});
