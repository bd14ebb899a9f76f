import { startOperatorApi } from '@resident/test-stack';
import type { Page, Request } from 'playwright-core';
import { startPortal } from './stack';

/** The operator API's default access-token lifetime (apps/operator-api README, ACCESS_TOKEN_TTL). */
const ACCESS_TOKEN_TTL_SECONDS = 300;

/**
 * A stack of its own whose operator API runs on a clock the test can move: `expireAccessTokens()`
 * makes every access token issued so far really expired in the server's eyes, the way it happens to
 * a resident who leaves the tab open, without touching the portal or its storage. Refresh tokens
 * (30 days) stay valid. A fresh in-memory database also keeps the demo data (tasks, token families)
 * apart from the other e2e files.
 */
export async function startClockedStack() {
  let offsetMs = 0;
  const api = await startOperatorApi({ inMemory: true, logLevel: 'silent', now: () => Date.now() + offsetMs });
  const portal = await startPortal(api.url);
  return {
    portalUrl: portal.url,
    operatorApiUrl: api.url,
    expireAccessTokens() {
      offsetMs += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    },
    async stop() {
      await portal.stop();
      await api.stop();
    },
  };
}

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string | null;
  request: Request;
};

/** Every request the page sends to the API from now on, in order, with what the test asserts on. */
export function recordApiRequests(page: Page) {
  const requests: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const entry: RecordedRequest = {
      method: request.method(),
      path: url.pathname,
      authorization: undefined,
      body: request.postData(),
      request,
    };
    requests.push(entry);
    // headers() may omit headers the network stack adds; headerValue asks for the ones really sent.
    pending.push(
      request.headerValue('authorization').then(
        (value) => {
          entry.authorization = value ?? undefined;
        },
        // The tab was closed before Playwright read the headers: nothing is asserted on it any more.
        () => undefined,
      ),
    );
  };
  page.on('request', onRequest);
  return {
    /** The requests so far, once their headers are known. */
    async all(): Promise<RecordedRequest[]> {
      await Promise.all(pending);
      return [...requests];
    },
    /** How many were sent so far (synchronous, for expect.poll). */
    count(predicate: (entry: RecordedRequest) => boolean) {
      return requests.filter(predicate).length;
    },
    stop() {
      page.off('request', onRequest);
    },
  };
}

export const isRefreshGrant = (entry: RecordedRequest) =>
  entry.method === 'POST' &&
  entry.path === '/api/oauth/token' &&
  new URLSearchParams(entry.body ?? '').get('grant_type') === 'refresh_token';

/** The status the server answered (null: no answer, e.g. the request failed). */
export async function statusOf(entry: RecordedRequest): Promise<number | null> {
  const response = await entry.request.response();
  return response?.status() ?? null;
}

/** What the page's storage holds of the session (spec §3 "Auth state", "User"). */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh_token: localStorage.getItem('refresh_token'),
    auth: localStorage.getItem('auth'),
    user: localStorage.getItem('user'),
  }));
}

/**
 * RTK Query's public `baseApi.util.invalidateTags(tags)` as the plain action it is
 * (`api/invalidateTags`), sent to the page's store (`window.__residentStore`, development only):
 * every query the mounted UI subscribes to with one of the tags is fetched again through the
 * portal's own baseQuery, as after a mutation. Used where the UI has no button for "load again".
 */
export async function invalidateTags(page: Page, tags: string[]) {
  await page.evaluate((payload) => {
    const store = (window as Window & { __residentStore?: { dispatch(action: unknown): unknown } }).__residentStore;
    if (!store)
      throw new Error('window.__residentStore is missing: the e2e portal must run with environment development');
    store.dispatch({ type: 'api/invalidateTags', payload });
  }, tags);
}

export type EndpointOutcome = { ok: boolean; status: unknown };

/**
 * Finds the portal's RTK Query api among the page's loaded bundle chunks and keeps it as
 * `window.__e2ePortalApi`. `import()` of a URL the page has already loaded returns the very module
 * instance the app runs (ES modules are singletons per URL); the api is the export whose
 * `endpoints.getUser.initiate` is a function. A string, not a function: vitest rewrites `import()`
 * in the test's own code, including functions handed to page.evaluate.
 */
const FIND_PORTAL_API = `(async () => {
  if (window.__e2ePortalApi) return true;
  const urls = [
    ...Array.from(document.querySelectorAll('script[type="module"][src]'), (script) => script.src),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ].filter((url) => { const parsed = new URL(url); return parsed.origin === location.origin && /^\\/assets\\/[^/]+\\.js$/.test(parsed.pathname); });
  for (const url of new Set(urls)) {
    const module = await import(url);
    const api = Object.values(module).find((value) => typeof value?.endpoints?.getUser?.initiate === 'function');
    if (api) { window.__e2ePortalApi = api; return true; }
  }
  return false;
})()`;

/**
 * Starts `args.length` calls of one endpoint of the portal's own RTK Query api at once, dispatched
 * to the page's store (`window.__residentStore`, development only), and waits for all of them. The
 * calls go through the app's store, baseQuery, token storage and refresh mutex exactly like the
 * app's own calls; only the caller is the test. For situations no screen produces yet (ten
 * concurrent calls, a v3 call while signed out).
 */
export async function dispatchEndpoint(page: Page, endpoint: string, args: unknown[]): Promise<EndpointOutcome[]> {
  // A prerendered page is on screen before its code has loaded: wait for the app's store.
  await page.waitForFunction(() => '__residentStore' in window);
  if (!(await page.evaluate<boolean>(FIND_PORTAL_API)))
    throw new Error("The portal's RTK Query api was not found among the loaded chunks");
  return page.evaluate(
    async ({ endpoint, args }) => {
      type Initiate = (arg: unknown, options?: unknown) => unknown;
      type Outcome = { data?: unknown; error?: { status?: unknown } };
      const win = window as Window & {
        __residentStore?: { dispatch(action: unknown): unknown };
        __e2ePortalApi?: { endpoints: Record<string, { initiate: Initiate } | undefined> };
      };
      const store = win.__residentStore;
      if (!store)
        throw new Error('window.__residentStore is missing: the e2e portal must run with environment development');
      const initiate = win.__e2ePortalApi?.endpoints[endpoint]?.initiate;
      if (!initiate) throw new Error(`The portal's api has no endpoint ${endpoint}`);
      const outcomes = (await Promise.all(
        args.map((arg) => store.dispatch(initiate(arg, { subscribe: false, forceRefetch: true }))),
      )) as Outcome[];
      return outcomes.map((outcome) => ({
        ok: 'data' in outcome && !outcome.error,
        status: outcome.error?.status ?? null,
      }));
    },
    { endpoint, args },
  );
}

/**
 * Records the text of every antd message the page shows, as it appears. A notice closes by itself
 * after a few seconds, so counting the ones on screen at some moment could miss one; the record
 * cannot. Call before the page loads the portal.
 */
export async function watchNotices(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    // One batch of records can report a notice twice (inserted into its list, the list into the
    // page): each element counts once.
    const seen = new WeakSet<Element>();
    (window as Window & { __e2eNotices?: string[] }).__e2eNotices = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const notices = node.matches('.ant-message-notice')
            ? [node]
            : Array.from(node.querySelectorAll('.ant-message-notice'));
          for (const notice of notices) {
            if (seen.has(notice)) continue;
            seen.add(notice);
            shown.push(notice.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts recorded by watchNotices, oldest first. */
export function noticesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as Window & { __e2eNotices?: string[] }).__e2eNotices ?? [])]);
}

/**
 * How many calls of the portal's api are still under way, read from the store's RTK Query state
 * (`window.__residentStore`). Lets a test wait until a failed call has been fully handled before
 * asserting that something did NOT happen (a suppressed notice), instead of sleeping.
 */
export function pendingApiCalls(page: Page): Promise<number> {
  return page.evaluate(() => {
    type Entries = Record<string, { status?: string } | undefined>;
    const store = (
      window as Window & { __residentStore?: { getState(): { api: { queries: Entries; mutations: Entries } } } }
    ).__residentStore;
    if (!store)
      throw new Error('window.__residentStore is missing: the e2e portal must run with environment development');
    const { queries, mutations } = store.getState().api;
    return [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry?.status === 'pending')
      .length;
  });
}
