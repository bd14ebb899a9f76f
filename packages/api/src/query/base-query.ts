import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { apiExtraOf, runClient } from '../clients/run-client.ts';
import type { ClientName, ClientOptions } from '../clients/run-client.ts';
import { INVALID_REFRESH_TOKEN } from '../lib/error-texts.ts';
import { resolveStorage } from '../lib/resolve-storage.ts';
import { readAuthState } from '../model/auth-storage.ts';
import { logout } from '../session/logout.ts';
import { notifySessionExpired } from '../session/notify-session-expired.ts';
import { refreshSession } from '../session/refresh-session.ts';
import { sessionRuntime } from '../session/session-runtime.ts';

// Only these carry the bearer token, so only their 401 can be cured by a refresh: the auth client
// always sends the client credential and the plain client sends nothing.
const REFRESHABLE = new Set<ClientName>(['main', 'params', 'marketplace']);

/**
 * The one baseQuery of baseApi (spec §8 HTTP): the client of `extraOptions.client`; on a 401 one
 * refresh for any number of concurrent requests, then a retry with the new token; a refresh that
 * fails logs out (invalid refresh token) or shows 'Время сессии истекло' (at most once per 5 s).
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ClientOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const client = extraOptions?.client ?? 'main';
  if (!REFRESHABLE.has(client)) return (await runClient(args, api, client)).result;

  const extra = apiExtraOf(api);
  // A refresh in progress is about to replace the token: do not send the old one.
  await sessionRuntime(extra).mutex.waitForUnlock();
  const first = await runClient(args, api, client);
  if (first.result.error?.status !== 401) return first.result;
  if (!readAuthState(resolveStorage(extra)).refresh_token) return first.result;

  const refreshed = await api.dispatch(refreshSession({ staleToken: first.bearer }));
  if (refreshSession.fulfilled.match(refreshed)) return (await runClient(args, api, client)).result;

  // Whoever made the failed call reacts to it; those who only waited for it stay quiet.
  if (refreshSession.rejected.match(refreshed) && !refreshed.meta.shared) {
    if (refreshed.payload === INVALID_REFRESH_TOKEN) await api.dispatch(logout({ sessionEnded: true }));
    else notifySessionExpired(extra);
  }
  return first.result;
};
