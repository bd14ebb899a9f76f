import { configureStore, isPlain } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import type { ApiExtra } from '../config/api-extra.ts';
import { resolveStorage } from '../lib/resolve-storage.ts';
import { readAuthState } from '../model/auth-storage.ts';
import { readUiState } from '../model/ui-storage.ts';
import { readUserState } from '../model/user-storage.ts';
import { baseApi } from '../query/base-api.ts';
import { followOtherTabs } from './follow-other-tabs.ts';
import { persistSession } from './persist-session.ts';
import { createSessionListeners } from './session-listeners.ts';
import { rootReducer } from './root-reducer.ts';

// Downloads keep their Blob in the api cache; a Blob is immutable, so it is as safe as plain data.
const isSerializable = (value: unknown) => isPlain(value) || (typeof Blob !== 'undefined' && value instanceof Blob);

export type CreateStoreOptions = {
  /** Extra reducers by state key, injected into rootReducer (e.g. the shell's own UI slice). */
  reducers?: Record<string, Reducer>;
};

/**
 * The portal store: api cache, auth and user slices and the theme hydrated from storage and written
 * back on every change, and kept in step with the other tabs (followOtherTabs); `extra` is the thunk extra argument the baseQuery and the session thunks read.
 */
export function createStore(extra: ApiExtra, options: CreateStoreOptions = {}) {
  for (const [reducerPath, reducer] of Object.entries(options.reducers ?? {})) {
    rootReducer.inject({ reducerPath, reducer });
  }
  const storage = resolveStorage(extra);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: readAuthState(storage), user: readUserState(storage), ui: readUiState(storage) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: { isSerializable } })
        .prepend(createSessionListeners(extra))
        .concat(baseApi.middleware),
  });
  followOtherTabs(store, storage, persistSession(store, storage), extra);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
