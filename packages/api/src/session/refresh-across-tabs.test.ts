// Two tabs of one browser share local storage (the session) and, where the browser has it, the Web
// Locks API. Here a tab is a store of its own (own extra, own mutex) on one shared storage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefreshLocks } from '../config/api-extra.ts';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { fakeLocks } from '../testing/fake-locks.ts';
import { testApi } from '../testing/test-api.ts';
import { deferred, json, pathOf, signedInStorage, testExtra } from '../testing/test-extra.ts';
import { logout } from './logout.ts';
import { REFRESH_LOCK_NAME } from './refresh-lock.ts';
import { refreshSession } from './refresh-session.ts';

/**
 * The operator API's refresh rotation (RFC 9700 §4.14): the current refresh token gives the next
 * pair; a spent one is a reuse and revokes the session. Only the newest access token opens the API,
 * and a1 has expired. `hold` keeps token answers back until the test lets them go, so that the
 * tabs' refreshes overlap.
 */
function rotatingOperator(hold?: Promise<void>) {
  let generation = 1;
  let revoked = false;
  const tokenCalls: string[] = [];
  const route = async (request: Request) => {
    const path = pathOf(request);
    if (path === '/api/oauth/token') {
      const spent = new URLSearchParams(await request.text()).get('refresh_token') ?? '';
      tokenCalls.push(spent);
      if (hold) await hold;
      if (revoked || spent !== `r${generation}`) {
        revoked = true;
        return json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      }
      generation += 1;
      return json(200, {
        access_token: `a${generation}`,
        refresh_token: `r${generation}`,
        expires_in: 300,
        token_type: 'bearer',
      });
    }
    if (path === '/api/oauth/revoke') return new Response(null, { status: 200 });
    const current = generation > 1 && request.headers.get('Authorization') === `Bearer a${generation}`;
    if (revoked || !current) return json(401, { details: 'UNAUTHORIZED' });
    if (path === `/api/v3/client/contragent/${contragent.id}`) return json(200, contragent);
    return json(200, { n: Number(path.split('/').pop()) });
  };
  return { route, tokenCalls, isRevoked: () => revoked };
}

/** Two tabs signed in with a1/r1, on one storage, with `locks` as their navigator.locks. */
function twoTabs(route: (request: Request) => Promise<Response>, locks: RefreshLocks | null | undefined) {
  const storage = signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser);
  return [0, 1].map(() => {
    const tab = testExtra(route, storage);
    if (locks !== undefined) tab.extra.locks = locks;
    return { ...tab, store: createStore(tab.extra) };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refresh across tabs, with Web Locks', () => {
  it('two tabs refused at once make one refresh call; the second takes the pair the first stored', async () => {
    const gate = deferred();
    const operator = rotatingOperator(gate.promise);
    const { locks, granted } = fakeLocks();
    const [a, b] = twoTabs(operator.route, locks);

    const both = Promise.all([
      a!.store.dispatch(refreshSession({ staleToken: 'a1' })),
      b!.store.dispatch(refreshSession({ staleToken: 'a1' })),
    ]);
    await vi.waitFor(() => expect(operator.tokenCalls).toHaveLength(1));
    gate.resolve();
    const [first, second] = await both;

    expect(operator.tokenCalls).toEqual(['r1']);
    expect(first).toMatchObject({ payload: { access_token: 'a2', refresh_token: 'r2' }, meta: { shared: false } });
    expect(second).toMatchObject({ payload: { access_token: 'a2', refresh_token: 'r2' }, meta: { shared: true } });
    expect(granted).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    // The waiting tab's own state holds the new pair too: nothing there keeps the old token.
    expect(b!.store.getState().auth).toMatchObject({ token: 'a2', refresh_token: 'r2', auth: true });
    expect(b!.storage.getItem('refresh_token')).toBe('r2');
    expect(operator.isRevoked()).toBe(false);
  });

  it("re-reads the refresh token under the lock: a refresh without a refused token still uses the other tab's pair", async () => {
    const gate = deferred();
    const operator = rotatingOperator(gate.promise);
    const { locks } = fakeLocks();
    const [a, b] = twoTabs(operator.route, locks);

    const both = Promise.all([a!.store.dispatch(refreshSession()), b!.store.dispatch(refreshSession())]);
    await vi.waitFor(() => expect(operator.tokenCalls).toHaveLength(1));
    gate.resolve();
    const outcomes = await both;

    expect(operator.tokenCalls).toEqual(['r1']);
    expect(outcomes.map((outcome) => outcome.meta.requestStatus)).toEqual(['fulfilled', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ payload: { refresh_token: 'r2' }, meta: { shared: true } });
  });

  it('two tabs whose requests are refused at once: one refresh, both retried with the new token, nobody signed out', async () => {
    const gate = deferred();
    const operator = rotatingOperator(gate.promise);
    const { locks } = fakeLocks();
    const [a, b] = twoTabs(operator.route, locks);

    const both = Promise.all([
      a!.store.dispatch(testApi.endpoints.ping.initiate(1)),
      b!.store.dispatch(testApi.endpoints.ping.initiate(2)),
    ]);
    await vi.waitFor(() => expect(operator.tokenCalls).toHaveLength(1));
    gate.resolve();
    const [pingA, pingB] = await both;

    expect(pingA.data).toEqual({ n: 1 });
    expect(pingB.data).toEqual({ n: 2 });
    expect(operator.tokenCalls).toEqual(['r1']);
    for (const tab of [a!, b!]) {
      const pings = tab.requests.filter((request) => pathOf(request).startsWith('/api/v3/ping/'));
      expect(pings.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer a1', 'Bearer a2']);
      expect(tab.navigate).not.toHaveBeenCalledWith('/login');
      expect(tab.store.getState().auth).toMatchObject({ token: 'a2', refresh_token: 'r2', auth: true });
    }
  });

  it.each([
    ['another tab', 1],
    ['the same tab', 0],
  ])(
    'a sign-out while %s refreshes waits for it, revokes the new refresh token, and the session stays cleared',
    async (_, refresher) => {
      const gate = deferred();
      const operator = rotatingOperator(gate.promise);
      const { locks } = fakeLocks();
      const tabs = twoTabs(operator.route, locks);
      const a = tabs[0]!;
      const revokes = () => a.requests.filter((request) => pathOf(request) === '/api/oauth/revoke');

      const refresh = tabs[refresher]!.store.dispatch(refreshSession({ staleToken: 'a1' }));
      await vi.waitFor(() => expect(operator.tokenCalls).toHaveLength(1));
      const signOut = a.store.dispatch(logout());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(revokes()).toEqual([]);
      gate.resolve();
      await Promise.all([refresh, signOut]);

      expect(await revokes()[0]?.text()).toBe('token=r2');
      expect(a.storage.getItem('refresh_token')).toBeNull();
      expect(a.storage.getItem('token')).toBeNull();
      expect(a.store.getState().auth.auth).toBe(false);
    },
  );

  it('refreshes anyway when another tab holds the lock for too long', async () => {
    const stuck = deferred();
    const operator = rotatingOperator();
    const { locks } = fakeLocks();
    const [, b] = twoTabs(operator.route, locks);
    // A third tab holds the lock and never lets go (a frozen tab).
    void locks.request(REFRESH_LOCK_NAME, {}, () => stuck.promise);
    const timeout = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);

    const refresh = b!.store.dispatch(refreshSession({ staleToken: 'a1' }));
    timeout.abort(new DOMException('The lock was not granted in time', 'TimeoutError'));
    await expect(refresh.unwrap()).resolves.toMatchObject({ access_token: 'a2', refresh_token: 'r2' });
    expect(operator.tokenCalls).toEqual(['r1']);
    stuck.resolve();
  });
});

describe('refresh across tabs, without Web Locks', () => {
  it('jsdom has no navigator.locks: the per-tab mutex alone still makes one call for concurrent callers', async () => {
    expect((navigator as { locks?: unknown }).locks).toBeUndefined();
    const operator = rotatingOperator();
    const [a] = twoTabs(operator.route, undefined);
    const outcomes = await Promise.all([
      a!.store.dispatch(refreshSession({ staleToken: 'a1' })),
      a!.store.dispatch(refreshSession({ staleToken: 'a1' })),
    ]);
    expect(outcomes.map((outcome) => outcome.meta.requestStatus)).toEqual(['fulfilled', 'fulfilled']);
    expect(operator.tokenCalls).toEqual(['r1']);
  });

  it("a tab refused after another tab's refresh takes the stored pair instead of spending the old refresh token", async () => {
    const operator = rotatingOperator();
    const [a, b] = twoTabs(operator.route, null);
    await a!.store.dispatch(refreshSession({ staleToken: 'a1' }));
    const second = await b!.store.dispatch(refreshSession({ staleToken: 'a1' }));
    expect(second).toMatchObject({ payload: { access_token: 'a2', refresh_token: 'r2' }, meta: { shared: true } });
    expect(operator.tokenCalls).toEqual(['r1']);
    expect(b!.store.getState().auth).toMatchObject({ token: 'a2', refresh_token: 'r2' });
  });
});
