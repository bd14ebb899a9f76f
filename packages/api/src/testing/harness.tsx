import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { SessionUser } from '../model/session-user.ts';
import { createStore } from '../store/create-store.ts';
import { sessionUser } from './fixtures.ts';
import { requestLine, signedInStorage, testExtra } from './test-extra.ts';

/** What the fake operator API answers: a JSON body with its status, a whole Response, or nothing (404). */
export type FakeAnswer = { status: number; body: unknown } | Response | undefined;
/** The fake operator API: one function from the request (and its parsed URL) to the answer. */
export type FakeApi = (request: Request, url: URL) => FakeAnswer | Promise<FakeAnswer>;

export type TestStoreOptions = {
  /** The operator API; unanswered requests get 404 NOT_FOUND. */
  api?: FakeApi;
  /** The signed-in resident (in storage, as after a sign-in); null: signed out. Default: the fixtures' resident. */
  user?: SessionUser | null;
};

const notFound = () =>
  new Response(JSON.stringify({ details: 'NOT_FOUND', message: 'Не найдено' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The real portal store (createStore: the api, the slices, re-auth) whose network is a fake
 * operator API, and everything a test asserts on: the requests made, as `Request`s and as
 * 'METHOD /path?query' lines, and the spy effects.
 */
export function createTestStore({ api = () => undefined, user = sessionUser }: TestStoreOptions = {}) {
  const storage = user ? signedInStorage({ token: 'a1', refresh_token: 'r1' }, user) : undefined;
  const calls: string[] = [];
  const harness = testExtra(async (request) => {
    const url = new URL(request.url);
    calls.push(requestLine(request));
    const answer = await api(request, url);
    if (answer === undefined) return notFound();
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }, storage);
  return { ...harness, store: createStore(harness.extra), calls };
}

/** `ui` inside the Redux provider of a test store (see createTestStore); add routers and providers around the page yourself. */
export function renderWithStore(ui: ReactElement, options: TestStoreOptions = {}) {
  const harness = createTestStore(options);
  const wrapped = <Provider store={harness.store}>{ui}</Provider>;
  return { ...harness, view: render(wrapped), ui: wrapped };
}

/** A websocket that never opens: screens fall back to polling and no test opens a real connection (undo with vi.unstubAllGlobals()). */
export function stubSilentWebSocket(): void {
  vi.stubGlobal(
    'WebSocket',
    class SilentSocket {
      onmessage = null;
      onclose = null;
      onerror = null;
      onopen = null;
      close() {}
    },
  );
}
