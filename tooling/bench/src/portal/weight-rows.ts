import path from 'node:path';
import { BUDGETS, RESIDENT_FIRST_LOAD_CEILINGS } from '../budgets.ts';
import { kb } from '../lib/format.ts';
import { checked, info, type Row } from '../report/row.ts';
import type { BuildManifest } from './build-manifest.ts';

/** A script or stylesheet a route loads, weighed by its gzip size. */
export interface LoadedResource {
  /** URL path, e.g. '/assets/index-abc.js'. */
  path: string;
  kind: 'js' | 'css' | 'other';
  gzipBytes: number;
}

export const FIRST_LOAD = 'first load JS+CSS (gzip)';
export const OWN_CHUNK = "route's own chunk (gzip)";

const sum = (resources: LoadedResource[]) => resources.reduce((total, resource) => total + resource.gzipBytes, 0);
/** '/assets/login-page-C9QRkdQ8.js' → 'login-page' */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

/** What a route's first load is held to, and how the budget column shows it. */
function firstLoadBudget(route: { path: string; guest: boolean }, loginPath: string): { bytes: number; shown: string } {
  if (route.path === loginPath)
    return { bytes: BUDGETS.loginFirstLoadBytes, shown: `≤ ${kb(BUDGETS.loginFirstLoadBytes)}` };
  // Every guest page is /login's frame plus its own chunk: one that pulls antd's
  // provider in (about 42 kB) fails here instead of only slowing Lighthouse's figures.
  if (route.guest)
    return { bytes: BUDGETS.loginFirstLoadBytes, shown: `≤ ${kb(BUDGETS.loginFirstLoadBytes)} (as /login)` };
  const ceiling = RESIDENT_FIRST_LOAD_CEILINGS.byRoute[route.path] ?? RESIDENT_FIRST_LOAD_CEILINGS.other;
  if (ceiling <= BUDGETS.residentFirstLoadBytes)
    return { bytes: BUDGETS.residentFirstLoadBytes, shown: `≤ ${kb(BUDGETS.residentFirstLoadBytes)}` };
  return { bytes: ceiling, shown: `≤ ${kb(ceiling)} for now (§4: ≤ ${kb(BUDGETS.residentFirstLoadBytes)})` };
}

/**
 * A route's two size rows against design.md §4: its first load (JS + CSS) and its own chunk (the
 * lazily loaded chunks of a feature package). Shared by the browser's cold loads (`pnpm bench`)
 * and the build-only size check (`size`, part of `npm test`). `requests` is the browser's count.
 */
export function weightRows(
  route: { path: string; guest: boolean },
  resources: LoadedResource[],
  manifest: BuildManifest,
  loginPath: string,
  requests?: number,
): Row[] {
  const js = resources.filter((resource) => resource.kind === 'js');
  const css = resources.filter((resource) => resource.kind === 'css');
  const total = sum(js) + sum(css);
  const counted =
    requests === undefined
      ? `${js.length + css.length} JS/CSS files`
      : `${js.length + css.length} JS/CSS of ${requests} requests`;
  const firstLoad = `${kb(total)} (JS ${kb(sum(js))} + CSS ${kb(sum(css))}); ${counted}`;
  const own = js.filter((resource) => manifest.featureChunks.has(resource.path));
  const sharedLazy = js.filter(
    (resource) => !manifest.shell.has(resource.path) && !manifest.featureChunks.has(resource.path),
  );
  const ownFigure =
    own.length === 0
      ? 'no lazily loaded chunk of a feature was requested'
      : `${kb(sum(own))} ${own.map((resource) => chunkName(resource.path)).join(' + ')}` +
        (sharedLazy.length > 0 ? `; + ${kb(sum(sharedLazy))} lazy chunks shared with other routes` : '');
  const budget = firstLoadBudget(route, loginPath);
  return [
    checked(route.path, FIRST_LOAD, firstLoad, budget.shown, total <= budget.bytes),
    own.length === 0
      ? info(route.path, OWN_CHUNK, ownFigure)
      : checked(
          route.path,
          OWN_CHUNK,
          ownFigure,
          `≤ ${kb(BUDGETS.routeChunkBytes)}`,
          sum(own) <= BUDGETS.routeChunkBytes,
        ),
  ];
}
