import type { RevokeRequest } from '@resident/contract';
import { runClient } from '../clients/run-client.ts';
import { errorMessageOf } from '../lib/error-message-of.ts';
import { paths, sessionEndedLoginHref } from '@resident/routes';
import { resolveStorage } from '../lib/resolve-storage.ts';
import { loggedOut } from '../model/auth-slice.ts';
import { readAuthState } from '../model/auth-storage.ts';
import { withRefreshLock } from './refresh-lock.ts';
import { sessionRuntime } from './session-runtime.ts';
import { clientApiOf, createSessionThunk } from './session-thunk.ts';

export type LogoutArg = {
  /**
   * The session ended without the resident asking (the refresh token was refused): /login then
   * says so and brings the resident back to this page after signing in again.
   */
  sessionEnded?: boolean;
};

/** Where the tab is now, to come back to (the router keeps it in the address bar). */
export function currentPath(): string | null {
  return typeof location === 'undefined' ? null : `${location.pathname}${location.search}`;
}

/**
 * Spec §4 logout: asks the server to revoke the token (a failure shows the server's text), then
 * clears the auth flag, tokens, user and show-modal flag, drops the api cache and goes to /login.
 * The refresh token is the one revoked: revoking it ends the whole session (RFC 7009 §2.1).
 */
export const logout = createSessionThunk<void, LogoutArg | void>('auth/logout', async (arg, thunkApi) => {
  const { extra, dispatch } = thunkApi;
  // Read before the session is cleared: the route guard may already show /login by the end.
  const ended = arg?.sessionEnded ? { returnTo: currentPath() } : undefined;
  const target = ended ? sessionEndedLoginHref(ended.returnTo) : paths.login;
  // Under the refresh's locks (this tab's mutex, the tabs' Web Lock): a refresh under way here or
  // in another tab finishes first, so the token revoked is the current one, and no refresh stores
  // a new pair after the session has been cleared.
  const release = await sessionRuntime(extra).mutex.acquire();
  try {
    await withRefreshLock(extra, async () => {
      const { token, refresh_token } = readAuthState(resolveStorage(extra));
      const revoked = refresh_token ?? token;
      try {
        if (revoked) {
          const body: RevokeRequest = { token: revoked };
          const { result } = await runClient(
            { url: 'oauth/revoke', method: 'POST', body },
            clientApiOf(thunkApi, 'logout'),
            'auth',
          );
          if (result.error) extra.effects.notifyError(errorMessageOf(result.error));
        }
      } finally {
        // The store's session listener drops the api cache on loggedOut.
        dispatch(loggedOut(ended));
      }
    });
  } finally {
    release();
    extra.effects.navigate(target);
  }
});
