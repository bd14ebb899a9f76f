import path from 'node:path';
import { importSource } from '@resident/bench/src/portal/discover-routes.ts';
import { PORTAL_DIR } from '@resident/bench/src/repo-paths.ts';
import type { WalkRoute } from './screens.ts';

interface ManifestModule {
  features: {
    name: string;
    routes: { path: string; meta: { name: string; layout: string; guest?: boolean; tabs?: { key: string; label: string; search?: string }[] } }[];
  }[];
}

const isManifestModule = (value: unknown): value is ManifestModule =>
  typeof value === 'object' && value !== null && Array.isArray((value as ManifestModule).features);

/** The routes that exist right now, with their header tabs: the portal's own feature list. */
export async function discoverWalkRoutes(): Promise<WalkRoute[]> {
  const { module } = await importSource(path.join(PORTAL_DIR, 'src/app/features.ts'));
  if (!isManifestModule(module)) throw new Error('apps/portal/src/app/features.ts no longer exports `features`');
  return module.features.flatMap((feature) =>
    feature.routes.map((route) => ({
      feature: feature.name,
      path: route.path,
      name: route.meta.name,
      layout: route.meta.layout,
      guest: route.meta.guest === true,
      tabs: (route.meta.tabs ?? []).map(({ key, label, search }) => ({ key, label, ...(search ? { search } : {}) })),
    })),
  );
}
