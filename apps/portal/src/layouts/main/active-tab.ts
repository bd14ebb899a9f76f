import type { RouteTab } from '@resident/routes';
import { matchPath } from 'react-router';

/** The part of a location the tabs are told apart by. */
type Where = { pathname: string; search: string };

/** Every parameter of the tab's query is in the location's, with the same value. */
function queryMatches(tabSearch: string, search: string): boolean {
  const wanted = new URLSearchParams(tabSearch);
  const present = new URLSearchParams(search);
  return [...wanted].every(([name, value]) => present.getAll(name).includes(value));
}

/**
 * The header tab the resident is on. Tabs lead to paths and, on one path, differ by query: the
 * appeals' «Помощь» and «Перерасчеты» are two paths, billing's and the profile's tabs one path with
 * ?tab=. A tab is active when its path matches and its query (if it has one) is in the location's;
 * on a path with several tabs, the one without a query is the view at the bare path. A location on
 * none of the tabs' paths (the appeals' parent, redirecting to «Помощь») falls back to the first
 * tab without a query, as before.
 */
export function activeTabKey(tabs: readonly RouteTab[] | undefined, where: Where): string | undefined {
  if (!tabs?.length) return undefined;
  const onPath = tabs.filter((tab) => matchPath({ path: tab.path.pattern, end: true }, where.pathname));
  const candidates = onPath.length ? onPath : tabs;
  const byQuery = candidates.find((tab) => tab.search && queryMatches(tab.search, where.search));
  return (byQuery ?? candidates.find((tab) => !tab.search))?.key;
}
