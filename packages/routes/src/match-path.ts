/**
 * The portal's one answer to "which route is this URL": the route preloader, the data prefetch,
 * the static server (its page table, its prerendered pages and frames, its operator-path block)
 * all read a URL through `pathSegments` and compare it with `matchPath`. No React, so the server
 * and the preloader can take it.
 *
 * The rule, in order:
 * 1. The path is what comes before `?` or `#`.
 * 2. Each segment is percent-decoded once (a malformed one is kept as written), and an encoded
 *    `/` or `\` then separates segments like a written one: whatever a server down the line
 *    decodes, it cannot see more segments than we did.
 * 3. `\` separates like `/` (browsers read it so); empty segments (a repeated or trailing slash)
 *    and `.` are dropped, `..` drops the segment before it (never above the root), as a URL
 *    parser resolves them — `%2e%2e` included, being decoded first.
 * 4. A pattern's fixed segments compare case-insensitively; `:name` takes any one segment and
 *    gives it as written (after decoding), letters' case kept.
 *
 * react-router, which matches in the browser, agrees on everything a browser's address can hold
 * (its URL parser has already resolved dot segments and backslashes) except two spellings nobody
 * links to: repeated slashes (react-router: no match) and an encoded `/` inside a segment
 * (react-router: part of the segment). Both are read here as the server's security rules need
 * them read, so `/api//admin` and `/api%2Fadmin` are the operator side like `/api/admin`.
 */

/** The path's segments under the rule above: `/RESIDENT//1/x/../billing/?tab=1` → RESIDENT, 1, billing. */
export function pathSegments(url: string): string[] {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/).flatMap((raw) => decoded(raw).split(/[/\\]/))) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path under the rule above, as one string: `/resident/1/billing`. */
export function normalisedPath(url: string): string {
  return `/${pathSegments(url).join('/')}`;
}

export type PathMatch = { params: Record<string, string> };

/**
 * Whether `url` (a path, with or without its query) is an address of `pattern` ('/login',
 * '/resident/:userId/chats/:id': the only syntax `paths` uses), and the `:name` segments' values.
 */
export function matchPath(pattern: string, url: string): PathMatch | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathSegments(url);
  if (wanted.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const value = actual[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return { params };
}

/**
 * Of the routes whose `path` `url` matches, the one the router picks: the most specific, with the
 * most fixed segments ('/resident/unverified/:userId' over '/resident/:userId/:section').
 */
export function bestMatch<T extends { path: string }>(
  routes: readonly T[],
  url: string,
): (PathMatch & { route: T }) | undefined {
  const fixed = (route: T) => route.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
  let best: (PathMatch & { route: T }) | undefined;
  for (const route of routes) {
    const match = matchPath(route.path, url);
    if (match && (!best || fixed(route) > fixed(best.route))) best = { ...match, route };
  }
  return best;
}
