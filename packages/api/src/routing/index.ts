// The routing segment's public surface; packages/api/src/index.ts re-exports it.
export type { ResidentPath, RouteSubHeader, RouteTab, UserFlag } from './feature-manifest.ts';
export { validateManifests } from './validate-manifests.ts';
