export { paths } from './paths.ts';
export type { Paths } from './paths.ts';
export { bestMatch, matchPath, normalisedPath, pathSegments } from './match-path.ts';
export type { PathMatch } from './match-path.ts';
export { isPageRoute, PAGE_PATTERNS } from './page-routes.ts';
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
} from './feature-manifest.ts';
export { validateManifests } from './validate-manifests.ts';
export { ACCESS_NAMES, AVAILABILITY_PREDICATES, ROUTE_SET_PREDICATES, isInRouteSet, routeAccess } from './access.ts';
export type { AccessContext, AccessName, AccessUser, Accessible, RouteAccess, RouteSetContext } from './access.ts';
export { LOGIN_QUERY, returnPathFor, safeReturnPath, sessionEndedLoginHref } from './return-path.ts';
