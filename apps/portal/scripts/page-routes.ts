import { paths } from '@resident/routes';

/**
 * The route patterns of every page the portal has: `paths` of @resident/routes, the table every
 * feature manifest and the shell take their routes from (src/app/page-routes.test.ts keeps the
 * two in step). Guest paths are plain strings; resident paths carry a `pattern`.
 */
export const PAGE_PATTERNS: readonly string[] = Object.values(paths).map((entry) => (typeof entry === 'string' ? entry : entry.pattern));

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether the router has a page at `pathname` (no query): a `:name` segment takes any one
 * segment, the others compare as react-router compares them (case-insensitive, percent-decoded,
 * a trailing slash ignored). A known path may still show the resident something else: a feature
 * the environment switched off or a page their account may not open is the client's to decide.
 */
export function isPageRoute(pathname: string, patterns: readonly string[] = PAGE_PATTERNS): boolean {
  const actual = segmentsOf(pathname).map((segment) => decoded(segment).toLowerCase());
  return patterns.some((pattern) => {
    const wanted = segmentsOf(pattern);
    return wanted.length === actual.length && wanted.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === actual[i]);
  });
}
