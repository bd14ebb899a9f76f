import type { DiscoveredRoute } from '@resident/bench/src/portal/discover-routes.ts';
/** A route as the walk reads it from the feature manifests, header tabs included (the bench's reader). */
export type WalkRoute = DiscoveredRoute;

/** One screen the walk opens: a URL and the file name its screenshot gets. */
export interface Screen {
  /** 'billing ?tab=payments', as the table prints it. */
  label: string;
  /** The path and query to open, parameters filled in. */
  url: string;
  /** A file-name-safe name: 'resident-billing--tab-payments'. */
  slug: string;
  guest: boolean;
  /** Why it is not walked (a parameter without a value); then `url` is empty. */
  skipped?: string;
}

/** The parameters of a react-router pattern in order: '/a/:userId/b/:id' → ['userId', 'id']. */
export const patternParams = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** Fills a pattern's parameters in; undefined when one has no value. */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string | undefined {
  if (patternParams(pattern).some((name) => values[name] === undefined)) return undefined;
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(values[segment.slice(1)]!) : segment))
    .join('/');
}

/** '/resident/:userId/appeals/help' + '?tab=x' → 'resident-appeals-help--tab-x' (parameters by name, not value). */
export function screenSlug(pattern: string, search = ''): string {
  const base = pattern
    .replace(/^\/+/, '')
    .replace(/:userId\/?/, '')
    .replace(/:/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const query = search
    .replace(/^\?/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'root'}${query ? `--${query}` : ''}`;
}

/**
 * Every screen of the route table: one per route, and one more per header tab with its own query
 * (the tab without a query is the route itself). Parameters come from the resident's data; a route
 * whose parameter has no value is kept, marked skipped, so the table says what was not walked.
 */
export function resolveScreens(routes: readonly WalkRoute[], params: Readonly<Record<string, string>>): Screen[] {
  const screens: Screen[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const url = fillPattern(route.path, params);
    const searches = ['', ...route.tabs.flatMap((tab) => (tab.search ? [tab.search] : []))];
    for (const search of searches) {
      const slug = screenSlug(route.path, search);
      if (seen.has(slug)) continue;
      seen.add(slug);
      const label = `${route.path.replace('/resident/:userId/', '')}${search ? ` ${search}` : ''}`;
      if (url === undefined) {
        const missing = patternParams(route.path).filter((name) => params[name] === undefined);
        screens.push({ label, url: '', slug, guest: route.guest, skipped: `no value for :${missing.join(', :')}` });
      } else {
        screens.push({ label, url: `${url}${search}`, slug, guest: route.guest });
      }
    }
  }
  return screens;
}
