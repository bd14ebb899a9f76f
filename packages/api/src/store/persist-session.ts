import type { AuthState } from '../model/auth-slice.ts';
import { writeAuthState } from '../model/auth-storage.ts';
import type { UiState } from '../model/ui-slice.ts';
import { writeUiState } from '../model/ui-storage.ts';
import type { UserState } from '../model/user-slice.ts';
import { writeUserState } from '../model/user-storage.ts';

type SessionStore = {
  getState(): { auth: AuthState; user: UserState; ui: UiState };
  subscribe(listener: () => void): () => void;
};

export type PersistedSession = {
  stop(): void;
  /**
   * Runs `dispatchStored` (dispatches of what storage already holds, e.g. another tab's session)
   * without writing the result back: storage may have moved on meanwhile, and writing an older read
   * over it would undo another tab's refresh or sign-out.
   */
  adopt(dispatchStored: () => void): void;
};

/**
 * Writes the auth and user slices and the theme to storage whenever they change. It runs inside
 * dispatch, so a request sent right after tokensReceived already reads the new token from storage.
 */
export function persistSession(store: SessionStore, storage: Storage): PersistedSession {
  let { auth, user, ui } = store.getState();
  let adopting = false;
  const stop = store.subscribe(() => {
    const state = store.getState();
    if (!adopting) {
      if (state.auth !== auth) writeAuthState(storage, state.auth);
      if (state.user !== user) writeUserState(storage, state.user);
      if (state.ui !== ui) writeUiState(storage, state.ui);
    }
    ({ auth, user, ui } = state);
  });
  return {
    stop,
    adopt(dispatchStored) {
      adopting = true;
      try {
        dispatchStored();
      } finally {
        adopting = false;
      }
    },
  };
}
