import { withTimeout } from '../lib/with-timeout.ts';
import { notMeasured, type Row } from '../report/row.ts';
import type { BuildManifest } from './build-manifest.ts';
import { coldLoad } from './cold-load.ts';
import type { DiscoveredRoute } from './discover-routes.ts';
import { fillPattern, patternParams, patternRegExp } from './route-pattern.ts';
import type { ResidentSession } from './session.ts';
import { FIRST_LOAD, weightRows } from './weight-rows.ts';

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
    const load = await withTimeout(
      `A cold load of ${url}`,
      120_000,
      coldLoad(`${portalUrl}${url}`, route.guest ? undefined : session),
    );
    if (!patternRegExp(route.path).test(load.finalPath)) {
      rows.push(notMeasured(route.path, FIRST_LOAD, `the portal redirected ${url} to ${load.finalPath}`));
      continue;
    }
    rows.push(...weightRows(route, load.resources, manifest, loginPath, load.requests));
  }
  return rows;
}
