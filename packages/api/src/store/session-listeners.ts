import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '../config/api-extra.ts';
import { loggedOut } from '../model/auth-slice.ts';
import { baseApi } from '../query/base-api.ts';
import { refreshSession } from '../session/refresh-session.ts';
import { reloadContragent } from '../session/reload-contragent.ts';
import type { SessionState } from '../session/session-thunk.ts';

/**
 * Session reactions wired in the store rather than in the thunks, so the baseQuery → thunk →
 * baseApi imports stay free of cycles:
 * - a refresh that got new tokens reloads the contractor (spec §4);
 * - whatever ends the session drops the api cache, so nothing of one resident is shown to the next.
 */
export function createSessionListeners(extra: ApiExtra) {
  const listeners = createListenerMiddleware<
    SessionState,
    ThunkDispatch<SessionState, ApiExtra, UnknownAction>,
    ApiExtra
  >({ extra });
  listeners.startListening({
    predicate: (action) => refreshSession.fulfilled.match(action) && !action.meta.shared,
    effect: (_action, api) => {
      void api.dispatch(reloadContragent());
    },
  });
  listeners.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listeners.middleware;
}
