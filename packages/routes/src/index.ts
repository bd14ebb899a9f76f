export { paths } from './paths.ts';
export type { Paths } from './paths.ts';
export { MENU_ICONS } from './feature-manifest.ts';
export type {
  FeatureFlag,
  FeatureManifest,
  FeatureRoute,
  LayoutName,
  LazyPage,
  MenuIconName,
  ResidentPath,
  RouteMeta,
  RouteSubHeader,
  RouteTab,
  UserFlag,
} from './feature-manifest.ts';
export { validateManifests } from './validate-manifests.ts';
