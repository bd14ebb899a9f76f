/**
 * Whether `pathname` is a URL of a route pattern such as '/resident/:userId/chats/:id' (the only
 * syntax `paths` uses), without react-router: the route preloader must not wait for it.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return wanted.length === actual.length && wanted.every((segment, i) => segment.startsWith(':') || segment === actual[i]);
}

/** Of several matching patterns the router picks the most specific: the one with most fixed segments. */
export function bestMatch<T extends { path: string }>(routes: readonly T[], pathname: string): T | undefined {
  const fixed = (route: T) => route.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
  return routes.filter((route) => matchesPattern(route.path, pathname)).sort((a, b) => fixed(b) - fixed(a))[0];
}
