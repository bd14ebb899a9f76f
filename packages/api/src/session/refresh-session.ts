import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { RefreshGrant, TokenResponse } from '@resident/contract';
import type { ApiExtra } from '../config/api-extra.ts';
import { runClient } from '../clients/run-client.ts';
import { errorMessageOf } from '../lib/error-message-of.ts';
import { INVALID_REFRESH_TOKEN } from '../lib/error-texts.ts';
import { resolveStorage } from '../lib/resolve-storage.ts';
import { authSynced, tokensReceived } from '../model/auth-slice.ts';
import type { AuthState } from '../model/auth-slice.ts';
import { readAuthState } from '../model/auth-storage.ts';
import { withRefreshLock } from './refresh-lock.ts';
import { sessionRuntime } from './session-runtime.ts';
import { clientApiOf } from './session-thunk.ts';
import type { SessionState } from './session-thunk.ts';

export type RefreshSessionArg = {
  /** The access token a request was refused with; if storage already holds another, it is used instead of a new call. */
  staleToken?: string | null;
};

/**
 * `shared`: no call was made for this caller; it got the outcome of a refresh that ran before it
 * (or while it waited). Only an unshared outcome is acted on (contractor reload, logout, notice).
 */
export type RefreshMeta = { shared: boolean };

function failureText(error: FetchBaseQueryError): string {
  const data = error.data as { error_description?: unknown } | null | undefined;
  return typeof data?.error_description === 'string' ? data.error_description : errorMessageOf(error);
}

function storedTokens(auth: AuthState): TokenResponse {
  return {
    access_token: auth.token ?? '',
    refresh_token: auth.refresh_token ?? '',
    expires_in: auth.expires_in ?? 0,
    token_type: 'bearer',
    ...(auth.marketplace_token ? { marketplace_token: auth.marketplace_token } : {}),
  };
}

/**
 * Spec §4 token refresh: stores the new tokens and reloads the contractor; on failure rejects with
 * the server's error_description. One refresh at a time per store (a mutex) and per browser (a Web
 * Lock shared by the tabs); callers that queued behind a refresh, in this tab or another, share its
 * outcome instead of spending the (rotated) refresh token again.
 * The re-auth baseQuery dispatches this very thunk.
 */
export const refreshSession = createAsyncThunk.withTypes<{
  state: SessionState;
  extra: ApiExtra;
  rejectValue: string;
  rejectedMeta: RefreshMeta;
  fulfilledMeta: RefreshMeta;
}>()<TokenResponse, RefreshSessionArg | void>('auth/refreshSession', async (arg, thunkApi) => {
  const { extra, dispatch, rejectWithValue, fulfillWithValue } = thunkApi;
  const storage = resolveStorage(extra);
  const runtime = sessionRuntime(extra);
  const seen = runtime.refreshes;
  // What this caller saw before queueing: another tab that refreshes meanwhile replaces it.
  const refreshTokenSeen = readAuthState(storage).refresh_token;
  const release = await runtime.mutex.acquire();
  try {
    return await withRefreshLock(extra, async () => {
      // Re-read under the lock: storage is shared by all tabs, and what it holds now is the truth.
      const current = readAuthState(storage);
      const staleToken = arg?.staleToken;
      const alreadyRotated = staleToken !== undefined && current.token !== null && current.token !== staleToken;
      const otherTabRefreshed =
        refreshTokenSeen !== null && current.refresh_token !== null && current.refresh_token !== refreshTokenSeen;
      const ranWhileWaiting = runtime.refreshes !== seen;
      if (
        alreadyRotated ||
        otherTabRefreshed ||
        (ranWhileWaiting && runtime.lastFailure === null && current.token !== null)
      ) {
        // Another tab's pair: this tab's store takes it too (its storage listener may not have run yet).
        if (current.token !== null && current.refresh_token !== thunkApi.getState().auth.refresh_token)
          dispatch(authSynced(current));
        return fulfillWithValue(storedTokens(current), { shared: true });
      }
      if (ranWhileWaiting && runtime.lastFailure !== null)
        return rejectWithValue(runtime.lastFailure, { shared: true });
      // Gone while this caller queued: a logout (here or in another tab) ended the session, and
      // acted on it; a second logout would send /login back to /login, losing the page to return to.
      if (!current.refresh_token) return rejectWithValue(INVALID_REFRESH_TOKEN, { shared: refreshTokenSeen !== null });
      if (current.refresh_token === runtime.rejectedRefreshToken)
        return rejectWithValue(INVALID_REFRESH_TOKEN, { shared: true });

      runtime.refreshes += 1;
      const body: RefreshGrant = { grant_type: 'refresh_token', refresh_token: current.refresh_token };
      const { result } = await runClient(
        { url: 'oauth/token', method: 'POST', body },
        clientApiOf(thunkApi, 'refreshSession'),
        'auth',
      );
      if (result.error) {
        runtime.lastFailure = failureText(result.error);
        if (runtime.lastFailure === INVALID_REFRESH_TOKEN) runtime.rejectedRefreshToken = current.refresh_token;
        return rejectWithValue(runtime.lastFailure, { shared: false });
      }
      runtime.lastFailure = null;
      const tokens = result.data as TokenResponse;
      // Stored (persistSession runs inside dispatch) before the lock is let go: the next tab's re-read sees it.
      dispatch(tokensReceived(tokens));
      // The store's session listener reloads the contractor on this unshared fulfilled action.
      return fulfillWithValue(tokens, { shared: false });
    });
  } finally {
    release();
  }
});
