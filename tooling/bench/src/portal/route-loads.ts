import path from 'node:path';
import type { Plugin } from 'vite';
import { PORTAL_DIR, REPO_ROOT } from '../repo-paths.ts';
import type { BuildManifest } from './build-manifest.ts';
import { importSource } from './discover-routes.ts';

/** A route and what opening it loads lazily, as keys of Vite's build manifest. */
export interface RouteLoads {
  feature: string;
  path: string;
  guest: boolean;
  /** Its page first, then its layouts ('../../packages/features/auth/src/pages/login-page.tsx'). */
  loads: string[];
}

const ENTRY = 'virtual:bench-route-loads';
/** How the table names the page an unknown path gets (the router's catch-all route). */
export const NOT_FOUND = 'not-found (*)';
const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * Runs inside Vite's module runner: every route of the portal's feature list, and the shell's own
 * guest pages (service unavailable, not-found: they are held to the guest budget too), with
 * the build sources of what `routeLoaders` (apps/portal/src/app/routing/route-modules.ts, the list
 * the route preloader starts) loads for it. Awaited at the top level: the runner closes after the import.
 */
const entryCode = `
import { features } from ${JSON.stringify(toPosix(path.join(PORTAL_DIR, 'src/app/features.ts')))};
import { pageModules, routeLoaders } from ${JSON.stringify(toPosix(path.join(PORTAL_DIR, 'src/app/routing/route-modules.ts')))};
import { paths } from ${JSON.stringify(toPosix(path.join(REPO_ROOT, 'packages/routes/src/paths.ts')))};
const shellPages = {
  name: 'shell',
  routes: [
    { path: paths.serviceUnavailable, meta: { layout: 'guest', guest: true, plain: true }, lazy: pageModules.serviceUnavailable },
    { path: ${JSON.stringify(NOT_FOUND)}, meta: { layout: 'guest', guest: true, plain: true }, lazy: pageModules.notFound },
  ],
};
export const routes = await Promise.all([...features, shellPages].flatMap((feature) => feature.routes.map(async (route) => ({
  feature: feature.name,
  path: route.path,
  guest: route.meta.guest === true,
  loads: await Promise.all(routeLoaders(route).map(async (load) => (await load()).buildSource)),
}))));
`;

/**
 * Loading a lazy module runs none of its code here: each module that the build made a lazily
 * loaded chunk of is replaced by its manifest key, so a route's loaders answer with the chunks
 * they would fetch, without React, antd or a browser.
 */
function lazyChunksAsKeys(manifest: BuildManifest): Plugin {
  return {
    name: 'bench-lazy-chunks-as-keys',
    enforce: 'pre',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
    load(id) {
      if (id === `\0${ENTRY}`) return entryCode;
      const key = toPosix(path.relative(PORTAL_DIR, id.split('?')[0]!));
      return manifest.lazySources.has(key) ? `export const buildSource = ${JSON.stringify(key)};` : undefined;
    },
  };
}

function isRouteLoadsModule(value: unknown): value is { routes: RouteLoads[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);
}

/** Every route the features declare, with the chunks opening it loads (from the built portal's manifest). */
export async function routeLoads(manifest: BuildManifest): Promise<RouteLoads[]> {
  const { module } = await importSource(ENTRY, [lazyChunksAsKeys(manifest)]);
  if (!isRouteLoadsModule(module)) throw new Error(`${ENTRY} did not export its routes`);
  for (const route of module.routes) {
    if (route.loads.some((key) => typeof key !== 'string')) {
      throw new Error(
        `${route.path} loads a module that is not a lazily loaded chunk of apps/portal/dist: rebuild the portal`,
      );
    }
  }
  return module.routes;
}
