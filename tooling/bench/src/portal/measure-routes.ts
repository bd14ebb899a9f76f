import path from 'node:path';
import { BUDGETS } from '../budgets.ts';
import { kb } from '../lib/format.ts';
import { withTimeout } from '../lib/with-timeout.ts';
import { checked, info, notMeasured, type Row } from '../report/row.ts';
import type { BuildManifest } from './build-manifest.ts';
import { coldLoad, type ColdLoad, type LoadedResource } from './cold-load.ts';
import type { DiscoveredRoute } from './discover-routes.ts';
import { fillPattern, patternParams, patternRegExp } from './route-pattern.ts';
import type { ResidentSession } from './session.ts';

const FIRST_LOAD = 'first load JS+CSS (gzip)';
const OWN_CHUNK = "route's own chunk (gzip)";

const sum = (resources: LoadedResource[]) => resources.reduce((total, resource) => total + resource.gzipBytes, 0);
/** '/assets/login-page-C9QRkdQ8.js' → 'login-page' */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

function weightRows(route: DiscoveredRoute, load: ColdLoad, manifest: BuildManifest, loginPath: string): Row[] {
  const js = load.resources.filter((resource) => resource.kind === 'js');
  const css = load.resources.filter((resource) => resource.kind === 'css');
  const total = sum(js) + sum(css);
  const firstLoad = `${kb(total)} (JS ${kb(sum(js))} + CSS ${kb(sum(css))}); ${js.length + css.length} JS/CSS of ${load.requests} requests`;
  const own = js.filter((resource) => manifest.featureChunks.has(resource.path));
  const sharedLazy = js.filter((resource) => !manifest.shell.has(resource.path) && !manifest.featureChunks.has(resource.path));
  const ownFigure =
    own.length === 0
      ? 'no lazily loaded chunk of a feature was requested'
      : `${kb(sum(own))} ${own.map((resource) => chunkName(resource.path)).join(' + ')}` +
        (sharedLazy.length > 0 ? `; + ${kb(sum(sharedLazy))} lazy chunks shared with other routes` : '');
  const budget = `≤ ${kb(BUDGETS.routeChunkBytes)}`;
  return [
    route.path === loginPath
      ? checked(route.path, FIRST_LOAD, firstLoad, `≤ ${kb(BUDGETS.loginFirstLoadBytes)}`, total <= BUDGETS.loginFirstLoadBytes)
      : info(route.path, FIRST_LOAD, firstLoad),
    own.length === 0 ? info(route.path, OWN_CHUNK, ownFigure) : checked(route.path, OWN_CHUNK, ownFigure, budget, sum(own) <= BUDGETS.routeChunkBytes),
  ];
}

/**
 * Every route the features declare, one cold load each (fresh browser, cache off): what Chromium
 * requested, the JS and CSS weighed by gzip size, and the route's own lazily loaded chunk.
 */
export async function measureRoutes(
  portalUrl: string,
  routes: DiscoveredRoute[],
  session: ResidentSession,
  params: Record<string, string>,
  manifest: BuildManifest,
  loginPath: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of routes) {
    const url = fillPattern(route.path, params);
    if (!url) {
      const missing = patternParams(route.path).filter((name) => params[name] === undefined);
      rows.push(notMeasured(route.path, FIRST_LOAD, `needs :${missing.join(', :')} from the resident's data`));
      continue;
    }
    const load = await withTimeout(`A cold load of ${url}`, 120_000, coldLoad(`${portalUrl}${url}`, route.guest ? undefined : session));
    if (!patternRegExp(route.path).test(load.finalPath)) {
      rows.push(notMeasured(route.path, FIRST_LOAD, `the portal redirected ${url} to ${load.finalPath}`));
      continue;
    }
    rows.push(...weightRows(route, load, manifest, loginPath));
  }
  return rows;
}
