import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../store/create-store.ts';
import { sessionRuntime } from '../session/session-runtime.ts';
import { baseQuery } from './base-query.ts';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { testApi } from '../testing/test-api.ts';
import { deferred, json, pathOf, signedInStorage, testExtra } from '../testing/test-extra.ts';
import type { Route } from '../testing/test-extra.ts';

const unauthorized = () => json(401, { details: 'UNAUTHORIZED', message: 'Требуется вход в личный кабинет' });
const newTokens = { access_token: 'a2', refresh_token: 'r2', expires_in: 300, token_type: 'bearer' };

/** The operator API: accepts only `valid` as the bearer token; `token` answers the refresh grant. */
function operator(options: { valid: string; token: Route; hold?: Promise<void> }): Route {
  return async (request) => {
    const path = pathOf(request);
    if (path === '/api/oauth/token') return options.token(request);
    if (path === '/api/oauth/revoke') return new Response(null, { status: 200 });
    if (options.hold) await options.hold;
    if (request.headers.get('Authorization') !== `Bearer ${options.valid}`) return unauthorized();
    if (path === `/api/v3/client/contragent/${contragent.id}`) return json(200, { ...contragent, isClosed: true });
    return json(200, { n: Number(path.split('/').pop()) });
  };
}

const tokenCalls = (requests: Request[]) => requests.filter((request) => pathOf(request) === '/api/oauth/token');
const pings = (requests: Request[]) => requests.filter((request) => pathOf(request).startsWith('/api/v3/ping/'));

afterEach(() => {
  vi.useRealTimers();
});

describe('re-auth on 401', () => {
  it('refreshes the session when the marketplace refuses its token and retries with the new marketplace token', async () => {
    const storage = signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser);
    storage.setItem('marketplace_token', 'm1');
    const { extra, requests } = testExtra(async (request) => {
      const path = pathOf(request);
      if (path === '/api/oauth/token') return json(200, { ...newTokens, marketplace_token: 'm2' });
      if (path.startsWith('/api/v3/')) return json(200, contragent);
      return request.headers.get('Authorization') === 'Bearer m2' ? json(200, []) : unauthorized();
    }, storage);
    const store = createStore(extra);
    const result = await store.dispatch(testApi.endpoints.marketplacePing.initiate());
    expect(result.data).toEqual([]);
    expect(tokenCalls(requests)).toHaveLength(1);
    const marketplace = requests.filter((request) => pathOf(request).startsWith('/api/marketplace/'));
    expect(marketplace.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer m1', 'Bearer m2']);
    expect(storage.getItem('marketplace_token')).toBe('m2');
  });

  it('refreshes once for 10 concurrent 401s and retries all 10 with the new token', async () => {
    // Hold every v3 answer until all ten requests are in flight, so all ten see the 401 together.
    const gate = deferred();
    const { extra, requests, storage, notifyError } = testExtra(
      operator({ valid: 'a2', token: () => json(200, newTokens), hold: gate.promise }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser),
    );
    const store = createStore(extra);
    const all = Promise.all(Array.from({ length: 10 }, (_, n) => store.dispatch(testApi.endpoints.ping.initiate(n))));
    await vi.waitFor(() => expect(pings(requests)).toHaveLength(10));
    gate.resolve();
    const results = await all;

    expect(results.map((result) => result.data)).toEqual(Array.from({ length: 10 }, (_, n) => ({ n })));
    const refreshes = tokenCalls(requests);
    expect(refreshes).toHaveLength(1);
    expect(await refreshes[0]?.text()).toBe('grant_type=refresh_token&refresh_token=r1');
    const retries = pings(requests).slice(10);
    expect(retries).toHaveLength(10);
    expect(retries.every((request) => request.headers.get('Authorization') === 'Bearer a2')).toBe(true);
    expect(store.getState().auth).toMatchObject({ token: 'a2', refresh_token: 'r2', auth: true });
    expect([storage.getItem('token'), storage.getItem('refresh_token')]).toEqual(['a2', 'r2']);
    expect(notifyError).not.toHaveBeenCalled();

    // The refresh reloads the contractor with the new token and the session user follows it.
    await vi.waitFor(() => expect(store.getState().user.user?.isClosed).toBe(true));
    const reloads = requests.filter((request) => pathOf(request) === `/api/v3/client/contragent/${contragent.id}`);
    expect(reloads.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer a2']);
    expect(store.getState().auth.installmentRegister).toBe(true);
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    const late = deferred();
    const { extra, requests } = testExtra(
      async (request) => {
        if (pathOf(request) === '/api/v3/ping/2' && request.headers.get('Authorization') === 'Bearer a1') {
          await late.promise;
          return unauthorized();
        }
        return operator({ valid: 'a2', token: () => json(200, newTokens) })(request);
      },
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const store = createStore(extra);
    const slow = store.dispatch(testApi.endpoints.ping.initiate(2));
    await vi.waitFor(() => expect(pings(requests)).toHaveLength(1));
    expect((await store.dispatch(testApi.endpoints.ping.initiate(1))).data).toEqual({ n: 1 });
    late.resolve();
    expect((await slow).data).toEqual({ n: 2 });
    expect(tokenCalls(requests)).toHaveLength(1);
  });

  it('sends requests made during a refresh only after it, with the new token', async () => {
    const refreshAnswer = deferred();
    const { extra, requests } = testExtra(
      operator({
        valid: 'a2',
        token: async () => {
          await refreshAnswer.promise;
          return json(200, newTokens);
        },
      }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const store = createStore(extra);
    const first = store.dispatch(testApi.endpoints.ping.initiate(1));
    await vi.waitFor(() => expect(tokenCalls(requests)).toHaveLength(1));
    const during = store.dispatch(testApi.endpoints.ping.initiate(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pings(requests).map(pathOf)).toEqual(['/api/v3/ping/1']);
    refreshAnswer.resolve();
    expect((await during).data).toEqual({ n: 2 });
    expect((await first).data).toEqual({ n: 1 });
    expect(pings(requests).map((request) => [pathOf(request), request.headers.get('Authorization')])).toEqual([
      ['/api/v3/ping/1', 'Bearer a1'],
      ['/api/v3/ping/2', 'Bearer a2'],
      ['/api/v3/ping/1', 'Bearer a2'],
    ]);
  });

  it('returns the 401 without a refresh when there is no refresh token', async () => {
    const { extra, requests, notifyError } = testExtra(
      operator({ valid: 'a2', token: () => json(200, newTokens) }),
      signedInStorage({ token: 'a1' }),
    );
    const result = await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(result.error).toEqual({
      status: 401,
      data: { details: 'UNAUTHORIZED', message: 'Требуется вход в личный кабинет' },
    });
    expect(tokenCalls(requests)).toHaveLength(0);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 of the plain client', async () => {
    const { extra, requests } = testExtra(
      operator({ valid: 'a2', token: () => json(200, newTokens) }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const result = await createStore(extra).dispatch(testApi.endpoints.plainPing.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokenCalls(requests)).toHaveLength(0);
  });

  it('passes other errors to the caller without a refresh', async () => {
    const { extra, requests } = testExtra(
      () => json(403, { details: 'FORBIDDEN' }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const result = await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(result.error).toEqual({ status: 403, data: { details: 'FORBIDDEN' } });
    expect(tokenCalls(requests)).toHaveLength(0);
  });
});

describe('a failed refresh', () => {
  it("logs out once on 'Invalid refresh token', however many requests were waiting, onto /login saying the session ended", async () => {
    // The page the refused session was on: /login brings the resident back to it.
    history.replaceState(null, '', '/resident/5/billing?tab=payments');
    const gate = deferred();
    const { extra, requests, storage, navigate, notifyError } = testExtra(
      operator({
        valid: 'a2',
        hold: gate.promise,
        token: () => json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' }),
      }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser),
    );
    const store = createStore(extra);
    const all = Promise.all(Array.from({ length: 5 }, (_, n) => store.dispatch(testApi.endpoints.ping.initiate(n))));
    await vi.waitFor(() => expect(pings(requests)).toHaveLength(5));
    gate.resolve();
    const results = await all;

    // The logout drops the api cache, so the callers see no data (and no stale cache survives).
    expect(results.some((result) => result.isSuccess)).toBe(false);
    expect(tokenCalls(requests)).toHaveLength(1);
    expect(requests.filter((request) => pathOf(request) === '/api/oauth/revoke')).toHaveLength(1);
    expect(navigate.mock.calls).toEqual([['/login?session=ended&return=%2Fresident%2F5%2Fbilling%3Ftab%3Dpayments']]);
    expect(store.getState().auth).toMatchObject({ auth: false, token: null, refresh_token: null });
    expect(store.getState().user.user).toBeNull();
    expect(['token', 'refresh_token', 'auth', 'user'].map((key) => storage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('keeps the page to come back to when a slow 401 arrives while the logout is revoking the session', async () => {
    history.replaceState(null, '', '/resident/5/dashboard');
    const revoking = deferred();
    const revokeCalled = deferred();
    const { extra, requests, navigate } = testExtra(
      async (request) => {
        const path = pathOf(request);
        if (path === '/api/oauth/token')
          return json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
        if (path === '/api/oauth/revoke') {
          revokeCalled.resolve();
          await revoking.promise;
          return new Response(null, { status: 200 });
        }
        // The page's slow request: sent with the old token at once, refused only once the logout has begun.
        if (path.endsWith('/2')) await revokeCalled.promise;
        return unauthorized();
      },
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser),
    );
    // The router moves the address bar, as in the browser: a second logout would read /login as the page to return to.
    navigate.mockImplementation((to) => history.replaceState(null, '', to));
    const store = createStore(extra);
    // The base query itself, not an endpoint: the logout drops the api cache, which settles an
    // endpoint's promise before its base query has finished reacting.
    const api = {
      dispatch: store.dispatch,
      getState: store.getState,
      extra,
      signal: new AbortController().signal,
      abort: () => {},
      endpoint: 'ping',
      type: 'query' as const,
    };
    const holds = vi.spyOn(sessionRuntime(extra).mutex, 'acquire');
    const fast = baseQuery('ping/1', api, {});
    const slow = baseQuery('ping/2', api, {});
    await revokeCalled.promise;
    // The first refresh, the logout, then the slow 401's refresh queued behind the logout.
    await vi.waitFor(() => expect(holds).toHaveBeenCalledTimes(3));
    revoking.resolve();
    await Promise.all([fast, slow]);

    expect(tokenCalls(requests)).toHaveLength(1);
    expect(requests.filter((request) => pathOf(request) === '/api/oauth/revoke')).toHaveLength(1);
    expect(navigate.mock.calls).toEqual([['/login?session=ended&return=%2Fresident%2F5%2Fdashboard']]);
  });

  it("shows 'Время сессии истекло' at most once per 5 seconds for other failures", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    const { extra, requests, notifyError, navigate } = testExtra(
      operator({ valid: 'a2', token: () => json(500, { details: 'UnknownException' }) }),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }),
    );
    const store = createStore(extra);
    const ping = (n: number) => store.dispatch(testApi.endpoints.ping.initiate(n));

    const [first, second] = await Promise.all([ping(1), ping(2)]);
    expect(first.error).toMatchObject({ status: 401 });
    expect(second.error).toMatchObject({ status: 401 });
    expect(tokenCalls(requests)).toHaveLength(1);
    expect(notifyError.mock.calls).toEqual([['Время сессии истекло']]);

    vi.setSystemTime(new Date('2025-06-01T10:00:04.999Z'));
    await ping(3);
    expect(tokenCalls(requests)).toHaveLength(2);
    expect(notifyError).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2025-06-01T10:00:05Z'));
    await ping(4);
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenLastCalledWith('Время сессии истекло');

    expect(store.getState().auth.auth).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
