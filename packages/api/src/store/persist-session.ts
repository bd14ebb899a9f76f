import type { AuthState } from '../model/auth-slice.ts';
import { writeAuthState } from '../model/auth-storage.ts';
import type { UserState } from '../model/user-slice.ts';
import { writeUserState } from '../model/user-storage.ts';

type SessionStore = { getState(): { auth: AuthState; user: UserState }; subscribe(listener: () => void): () => void };

/**
 * Writes the auth and user slices to storage whenever they change. It runs inside dispatch, so a
 * request sent right after tokensReceived already reads the new token from storage.
 */
export function persistSession(store: SessionStore, storage: Storage): () => void {
  let { auth, user } = store.getState();
  return store.subscribe(() => {
    const state = store.getState();
    if (state.auth !== auth) writeAuthState(storage, state.auth);
    if (state.user !== user) writeUserState(storage, state.user);
    ({ auth, user } = state);
  });
}
