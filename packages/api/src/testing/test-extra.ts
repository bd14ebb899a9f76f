import { vi } from 'vitest';
import type { ApiExtra } from '../config/api-extra.ts';
import { createMemoryStorage } from '../lib/memory-storage.ts';

export const TEST_CONFIG = {
  apiBase: 'http://portal.test/api/',
  v3Base: 'http://portal.test/api/v3/',
  basicCredential: 'cmVzaWRlbnQtcG9ydGFsOnJlc2lkZW50LXBvcnRhbC1zZWNyZXQ=',
} as const;

export type Route = (request: Request) => Response | Promise<Response>;

/** A JSON response as the operator API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The request path below the host, e.g. '/api/v3/main/user/'. */
export const pathOf = (request: Request) => new URL(request.url).pathname;

/** The request as one line a test compares, e.g. 'GET /api/v3/client/chats?page=1'. */
export const requestLine = (request: Request) => `${request.method} ${pathOf(request)}${new URL(request.url).search}`;

/** An extra with spy effects, an in-memory storage and a fake fetch answering through `route`. */
export function testExtra(route: Route, storage: Storage = createMemoryStorage()) {
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    return route(request);
  });
  const notifyError = vi.fn<(message: string) => void>();
  const navigate = vi.fn<(path: string, options?: { replace?: boolean }) => void>();
  const extra: ApiExtra = {
    config: { ...TEST_CONFIG },
    effects: { notifyError, navigate },
    storage,
    fetchFn: fetchFn as typeof fetch,
  };
  return { extra, storage, requests, notifyError, navigate, fetchFn };
}

/** Storage of a signed-in resident. */
export function signedInStorage(tokens: { token: string; refresh_token?: string }, user?: unknown): Storage {
  const items: Record<string, string> = { token: tokens.token, expires_in: '300', auth: 'true' };
  if (tokens.refresh_token) items.refresh_token = tokens.refresh_token;
  if (user) items.user = JSON.stringify(user);
  return createMemoryStorage(items);
}

/** A promise with its resolve function, to hold a fake response until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
