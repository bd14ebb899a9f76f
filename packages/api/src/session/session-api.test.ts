import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser, userResponse } from '../testing/fixtures.ts';
import { json, pathOf, signedInStorage, testExtra } from '../testing/test-extra.ts';
import { sessionApi } from './session-api.ts';

describe('session endpoints', () => {
  it('revokeToken posts the token as a form to oauth/revoke', async () => {
    const { extra, requests } = testExtra(() => new Response(null, { status: 200 }), createMemoryStorage());
    await createStore(extra).dispatch(sessionApi.endpoints.revokeToken.initiate({ token: 'r1' }));
    expect(requests[0]?.url).toBe('http://portal.test/api/oauth/revoke');
    expect(await requests[0]?.text()).toBe('token=r1');
  });

  it('getUser and getContragent read the v3 base with the bearer token', async () => {
    const { extra, requests } = testExtra(
      (request) => json(200, pathOf(request) === '/api/v3/main/user/' ? userResponse : contragent),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const store = createStore(extra);
    expect((await store.dispatch(sessionApi.endpoints.getUser.initiate())).data).toEqual(userResponse);
    expect((await store.dispatch(sessionApi.endpoints.getContragent.initiate(501))).data).toEqual(contragent);
    expect(requests.map((request) => [pathOf(request), request.headers.get('Authorization')])).toEqual([
      ['/api/v3/main/user/', 'Bearer a1'],
      ['/api/v3/client/contragent/501', 'Bearer a1'],
    ]);
  });

  it('selectContragent PUTs the choice and moves the session user to the answer', async () => {
    const other = {
      ...contragent,
      id: 502,
      fullName: 'Иванова Мария Петровна',
      numberPersonalAccount: '7700999999',
      isInstallmentRegister: false,
    };
    const { extra, requests } = testExtra(
      () => json(200, other),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser),
    );
    const store = createStore(extra);
    await store.dispatch(sessionApi.endpoints.selectContragent.initiate(502));
    expect(requests[0]?.method).toBe('PUT');
    expect(pathOf(requests[0] as Request)).toBe('/api/v3/client/user/select_contragent/502');
    expect(store.getState().user.user).toMatchObject({
      id: 502,
      contragentId: 502,
      numberPersonalAccount: '7700999999',
      userId: 11,
    });
    await vi.waitFor(() =>
      expect(sessionApi.endpoints.getContragent.select(502)(store.getState()).data).toEqual(other),
    );
  });

  it('getAltchaChallenge asks for a new challenge every time, without Authorization', async () => {
    let issued = 0;
    const { extra, requests } = testExtra(
      () => json(200, { challenge: `c${++issued}` }),
      signedInStorage({ token: 'a1' }),
    );
    const store = createStore(extra);
    const first = store.dispatch(sessionApi.endpoints.getAltchaChallenge.initiate());
    await first;
    const second = await store.dispatch(sessionApi.endpoints.getAltchaChallenge.initiate());
    first.unsubscribe();
    expect(second.data).toEqual({ challenge: 'c2' });
    expect(requests.map(pathOf)).toEqual([
      '/api/v3/client/freeAccess/altcha/getChallenge',
      '/api/v3/client/freeAccess/altcha/getChallenge',
    ]);
    expect(requests.some((request) => request.headers.has('Authorization'))).toBe(false);
  });

  it('getBranding asks for the resident branding without Authorization', async () => {
    const { extra, requests } = testExtra(
      () => json(200, { company: { name: 'Оператор', shortName: 'РО' } }),
      signedInStorage({ token: 'a1' }),
    );
    await createStore(extra).dispatch(sessionApi.endpoints.getBranding.initiate());
    expect(requests[0]?.url).toBe('http://portal.test/api/v3/client/freeAccess/branding?isManager=false');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
