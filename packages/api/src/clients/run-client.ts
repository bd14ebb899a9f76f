import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type { ApiExtra } from '../config/api-extra.ts';
import { paths } from '@resident/routes';
import { resolveStorage } from '../lib/resolve-storage.ts';
import { readBearerToken } from '../model/auth-storage.ts';
import { parseBlobError } from './blob-error.ts';
import { toFormBody } from './form-body.ts';
import { serializeParams } from './serialize-params.ts';

/**
 * The clients of spec §7, chosen per endpoint with `extraOptions: { client }`:
 * - 'auth': the API base, always the basic credential, form-encoded bodies;
 * - 'main' (default): the v3 base, the bearer token when signed in, else the basic credential;
 * - 'params': as 'main', arrays in the query string as repeated keys;
 * - 'plain': the v3 base without an Authorization header;
 * - 'marketplace': the marketplace base (spec §7, runtime config `marketplaceBase`) with the
 *   marketplace token of the session (spec §3 auth state); refreshed with the session.
 */
export type ClientName = 'auth' | 'main' | 'params' | 'plain' | 'marketplace';

/** The marketplace base when the runtime config names none. */
export const DEFAULT_MARKETPLACE_BASE = '/api/marketplace/v1/';
export type ClientOptions = { client?: ClientName };

export type ClientResult = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;
/** What a call answered, and the bearer token it was sent with (null: none). */
export type ClientCall = { result: ClientResult; bearer: string | null };

/** The part of the BaseQueryApi a client call needs; thunks can provide it too. */
export type ClientApi = Pick<
  BaseQueryApi,
  'signal' | 'abort' | 'dispatch' | 'getState' | 'extra' | 'endpoint' | 'type'
>;

const SERVICE_UNAVAILABLE = new Set([502, 503]);

export function apiExtraOf(api: Pick<BaseQueryApi, 'extra'>): ApiExtra {
  const extra = api.extra as Partial<ApiExtra> | undefined;
  if (!extra?.config || !extra.effects) {
    throw new Error(
      '@resident/api: the store must be made with createStore(extra) so requests know the API bases and effects.',
    );
  }
  return extra as ApiExtra;
}

// The browser resolves a relative base against the page; Node's Request (tests) needs it absolute.
function absolute(base: string): string {
  const href = globalThis.location?.href;
  return href ? new URL(base, href).href : base;
}

function authorizationFor(client: ClientName, extra: ApiExtra, bearer: string | null): string | null {
  if (client === 'plain') return null;
  if (client === 'marketplace') {
    const storage = resolveStorage(extra);
    const token = storage.getItem('marketplace_token');
    return bearer && token ? `Bearer ${token}` : null;
  }
  if (client !== 'auth' && bearer) return `Bearer ${bearer}`;
  return `Basic ${extra.config.basicCredential}`;
}

function baseOf(client: ClientName, extra: ApiExtra): string {
  if (client === 'auth') return extra.config.apiBase;
  if (client === 'marketplace') return extra.config.marketplaceBase ?? DEFAULT_MARKETPLACE_BASE;
  return extra.config.v3Base;
}

/** One request through one client, with the spec §8 handling every client shares (blob 400, 502/503). */
export async function runClient(args: string | FetchArgs, api: ClientApi, client: ClientName): Promise<ClientCall> {
  const extra = apiExtraOf(api);
  // For 'marketplace' the session's access token is what a refresh compares against (it rotates both).
  const bearer =
    client === 'main' || client === 'params' || client === 'marketplace'
      ? readBearerToken(resolveStorage(extra))
      : null;
  const authorization = authorizationFor(client, extra, bearer);
  const query = fetchBaseQuery({
    baseUrl: absolute(baseOf(client, extra)),
    fetchFn: extra.fetchFn,
    paramsSerializer: client === 'params' ? serializeParams : undefined,
    prepareHeaders: (headers) => {
      if (authorization) headers.set('Authorization', authorization);
      else headers.delete('Authorization');
      return headers;
    },
  });
  const request = client === 'auth' && typeof args === 'object' ? { ...args, body: toFormBody(args.body) } : args;
  const result = await query(request, api as BaseQueryApi, {});
  if (!result.error) return { result, bearer };
  // A gateway's own 502/503 page is HTML, which fetchBaseQuery reports as a PARSING_ERROR that
  // keeps the real status in originalStatus; spec §8 is about the status, whatever the body.
  const status = result.error.status === 'PARSING_ERROR' ? result.error.originalStatus : result.error.status;
  if (typeof status === 'number' && SERVICE_UNAVAILABLE.has(status)) {
    extra.effects.navigate(paths.serviceUnavailable);
  }
  return { result: { ...result, error: await parseBlobError(result.error) }, bearer };
}
