/**
 * A resident route's data starts with the first script, not after the framework. The
 * route preloader (src/preload-route.ts), which runs as soon as its 20 kB arrive, reads the stored
 * session and sends the route's GET requests (`routeDataRequests`) in parallel with the framework's
 * download and evaluation; the store's fetch (`prefetchingFetch`, the `fetchFn` of @resident/api)
 * then answers RTK Query's identical request with the answer already under way instead of asking
 * again.
 *
 * What keeps it safe:
 * - an answer is handed out only for the very same request: same method (GET), same absolute URL,
 *   same Authorization header. Another resident's request carries another token and never matches;
 *   a 401 answer goes to the app, which refreshes and asks again (with the new token, so for real);
 * - each answer is handed out once, and only within `PREFETCH_TTL_MS` of being asked for: later the
 *   app asks the server itself, so nothing stale is ever shown;
 * - it lives in this module's memory only, never in storage, and `dropPrefetchedData()` (at
 *   sign-out) forgets it all.
 */

/** How long an unclaimed answer may wait for the app (the app asks within a few seconds). */
export const PREFETCH_TTL_MS = 15_000;

interface Prefetched {
  response: Promise<Response>;
  at: number;
}

const prefetched = new Map<string, Prefetched>();

// fetchBaseQuery writes empty params as a bare '?' ('…/vacancies?'): the same request.
const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url.replace(/\?$/, '')}`;

/**
 * Sends `urls` (absolute) with `authorization` now and keeps the answers for the app. A failed
 * request is kept too: the app's own identical request would fail the same way, and its error
 * handling (spec §8) is the app's.
 */
export function prefetchData(
  urls: readonly string[],
  authorization: string,
  fetchFn: typeof fetch = fetch,
  now = Date.now(),
): void {
  for (const url of urls) {
    const response = fetchFn(url, { credentials: 'same-origin', headers: { Authorization: authorization } });
    // Unclaimed, its rejection must not be reported as unhandled.
    response.catch(() => {});
    const key = keyOf(url, authorization);
    const entry = { response, at: now };
    prefetched.set(key, entry);
    // Still untaken when it can no longer be handed out: its body is let go, so the browser does
    // not keep the connection waiting for a reader that never comes.
    setTimeout(() => {
      if (prefetched.get(key) !== entry) return;
      prefetched.delete(key);
      release(response);
    }, PREFETCH_TTL_MS);
  }
}

function release(response: Promise<Response>) {
  response.then((answer) => answer.body?.cancel()).catch(() => {});
}

/** The kept answer for this exact request, once; undefined when there is none (or it is too old). */
export function takePrefetched(
  url: string,
  authorization: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const key = keyOf(url, authorization);
  const found = prefetched.get(key);
  prefetched.delete(key);
  return found && now - found.at <= PREFETCH_TTL_MS ? found.response : undefined;
}

/** Forgets every kept answer (sign-out, another resident). */
export function dropPrefetchedData(): void {
  for (const { response } of prefetched.values()) release(response);
  prefetched.clear();
}

/**
 * The store's fetch: a GET that the preloader already sent gets that answer; everything else goes
 * to the network as usual.
 */
export function prefetchingFetch(fetchFn: () => typeof fetch = () => fetch): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method === 'GET') {
      const url = request ? request.url : String(input);
      const headers = new Headers(init?.headers ?? request?.headers);
      const kept = takePrefetched(url, headers.get('Authorization'));
      if (kept) return kept;
    }
    return fetchFn()(input, init);
  };
}
