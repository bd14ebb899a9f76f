import { matchPath } from './match-path.ts';
import { paths } from './paths.ts';

/**
 * The route patterns of every page the portal has: `paths`, the table every feature manifest and
 * the shell take their routes from (the portal's src/app/page-routes.test.ts keeps the two in
 * step). Guest paths are plain strings; resident paths carry a `pattern`.
 */
export const PAGE_PATTERNS: readonly string[] = Object.values(paths).map((entry) =>
  typeof entry === 'string' ? entry : entry.pattern,
);

/**
 * Whether the router has a page at `url` (match-path.ts's rule: a `:name` segment takes any one
 * segment, the others compare case-insensitively, percent-decoded, empty segments ignored). A
 * known path may still show the resident something else: a feature the environment switched off
 * or a page their account may not open is the client's to decide.
 */
export function isPageRoute(url: string, patterns: readonly string[] = PAGE_PATTERNS): boolean {
  return patterns.some((pattern) => matchPath(pattern, url) !== undefined);
}
