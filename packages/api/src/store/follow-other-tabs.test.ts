// Two tabs on the window's own localStorage (jsdom's), as in the browser. The browser fires
// `storage` in every other tab when a tab writes; jsdom has one window, so the test fires it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../session/logout.ts';
import { refreshSession } from '../session/refresh-session.ts';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { testApi } from '../testing/test-api.ts';
import { json, pathOf, testExtra } from '../testing/test-extra.ts';
import { createStore } from './create-store.ts';

const listeners: EventListenerOrEventListenerObject[] = [];

beforeEach(() => {
  localStorage.clear();
  // Every store made here follows the window's storage events; each is let go after its test.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'storage') listeners.push(listener);
      add(type, listener, options);
    },
  );
});
afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener('storage', listener);
  vi.restoreAllMocks();
  localStorage.clear();
});

function signInStorage() {
  localStorage.setItem('token', 'a1');
  localStorage.setItem('refresh_token', 'r1');
  localStorage.setItem('expires_in', '300');
  localStorage.setItem('auth', 'true');
  localStorage.setItem('user', JSON.stringify(sessionUser));
}

/** What the browser does in every other tab after a write to localStorage. */
function storageChangedElsewhere(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

const operator = async (request: Request) => {
  const path = pathOf(request);
  if (path === '/api/oauth/revoke') return new Response(null, { status: 200 });
  if (path === '/api/oauth/token')
    return json(200, { access_token: 'a2', refresh_token: 'r2', expires_in: 300, token_type: 'bearer' });
  if (path === `/api/v3/client/contragent/${contragent.id}`) return json(200, contragent);
  return json(200, { n: 1 });
};

function tab() {
  const harness = testExtra(operator, localStorage);
  harness.extra.locks = null;
  return { ...harness, store: createStore(harness.extra) };
}

describe('following the other tabs', () => {
  it('signs out when another tab signs out: no revoke of its own, its cache dropped, /login shown saying so', async () => {
    signInStorage();
    history.replaceState(null, '', '/resident/5/objects');
    const [a, b] = [tab(), tab()];
    await b.store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(Object.keys(b.store.getState().api.queries)).toHaveLength(1);

    await a.store.dispatch(logout());
    expect(localStorage.getItem('refresh_token')).toBeNull();
    // The first key the signing-out tab removed is enough to tell.
    storageChangedElsewhere('token');

    expect(b.store.getState().auth).toMatchObject({ auth: false, token: null, refresh_token: null });
    expect(b.store.getState().user.user).toBeNull();
    expect(b.navigate).toHaveBeenCalledWith('/login?session=ended&return=%2Fresident%2F5%2Fobjects');
    await vi.waitFor(() => expect(b.store.getState().api.queries).toEqual({}));
    expect(b.requests.filter((request) => pathOf(request) === '/api/oauth/revoke')).toEqual([]);
    expect(a.requests.filter((request) => pathOf(request) === '/api/oauth/revoke')).toHaveLength(1);
  });

  it("takes another tab's refreshed pair, and writes nothing back while it does", async () => {
    signInStorage();
    const [a, b] = [tab(), tab()];
    await a.store.dispatch(refreshSession());
    expect(b.store.getState().auth.refresh_token).toBe('r1');

    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    storageChangedElsewhere('refresh_token');
    expect(b.store.getState().auth).toMatchObject({ token: 'a2', refresh_token: 'r2', auth: true });
    expect(b.navigate).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
  });

  it('takes the session and its user when another tab signs in', () => {
    const b = tab();
    signInStorage();
    storageChangedElsewhere('user');
    expect(b.store.getState().auth).toMatchObject({ token: 'a1', refresh_token: 'r1', auth: true });
    expect(b.store.getState().user.user).toEqual(sessionUser);
  });

  it('keeps its own user when signed in, and ignores keys that are not the session', () => {
    signInStorage();
    const b = tab();
    localStorage.setItem('user', JSON.stringify({ ...sessionUser, id: 777 }));
    storageChangedElsewhere('user');
    localStorage.setItem('agreement_cookie', '{}');
    localStorage.removeItem('auth');
    storageChangedElsewhere('agreement_cookie');
    expect(b.store.getState().user.user).toEqual(sessionUser);
    expect(b.store.getState().auth.auth).toBe(true);
  });
});
