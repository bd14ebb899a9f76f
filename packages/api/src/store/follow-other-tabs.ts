import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionEndedLoginHref } from '@resident/routes';
import type { ApiExtra } from '../config/api-extra.ts';
import { authSynced, loggedOut } from '../model/auth-slice.ts';
import type { AuthState } from '../model/auth-slice.ts';
import { AUTH_STORAGE_KEYS, readAuthState } from '../model/auth-storage.ts';
import { userSynced } from '../model/user-slice.ts';
import type { UserState } from '../model/user-slice.ts';
import { readUserState, USER_STORAGE_KEY } from '../model/user-storage.ts';
import type { PersistedSession } from './persist-session.ts';

type TabStore = {
  getState(): { auth: AuthState; user: UserState };
  dispatch: ThunkDispatch<unknown, ApiExtra, UnknownAction>;
};

const WATCHED = new Set<string>([...AUTH_STORAGE_KEYS, USER_STORAGE_KEY]);

const signedIn = (auth: AuthState) => auth.auth && auth.token !== null;

const sameAuth = (a: AuthState, b: AuthState) =>
  (Object.keys(a) as (keyof AuthState)[]).every((key) => a[key] === b[key]);

/**
 * Keeps this tab's session in step with the other tabs of the portal through the `storage` event
 * (fired in every other same-origin tab when local storage changes; never in the writer):
 * - another tab signed out: this one signs out too, without a revoke of its own (the session is
 *   already revoked), and shows /login saying the session has ended, ready to come back here;
 * - another tab refreshed: this one takes the new pair, so nothing here keeps the old token;
 * - another tab signed in while this one was signed out: it takes the session and its user.
 * Only for the window's own localStorage: an injected storage (tests, scripts) has no other tabs.
 */
export function followOtherTabs(
  store: TabStore,
  storage: Storage,
  persisted: PersistedSession,
  extra: ApiExtra,
): () => void {
  if (typeof window === 'undefined' || storage !== globalThis.localStorage) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage || (event.key !== null && !WATCHED.has(event.key))) return;
    const { auth, user } = store.getState();
    // Re-read the whole session, not the one key: a sign-out or refresh elsewhere writes several
    // keys, and this tab may see them part-way; each event brings it closer to the final state.
    const stored = readAuthState(storage);
    if (signedIn(auth) && !signedIn(stored)) {
      // loggedOut also empties the user and (session listener) the api cache, as a sign-out here does.
      // Read before loggedOut: the route guard may show /login as soon as the session is gone.
      const ended = { returnTo: `${location.pathname}${location.search}` };
      persisted.adopt(() => store.dispatch(loggedOut(ended)));
      extra.effects.navigate(sessionEndedLoginHref(ended.returnTo));
      return;
    }
    persisted.adopt(() => {
      if (!sameAuth(auth, stored)) store.dispatch(authSynced(stored));
      // Only a tab without a user takes the stored one (a sign-in elsewhere; it may be written after
      // the tokens); a tab with a user keeps it, as its route names its account, which another
      // tab's account switch must not change under it.
      const storedUser = readUserState(storage);
      if (signedIn(stored) && user.user === null && storedUser.user !== null) store.dispatch(userSynced(storedUser));
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
