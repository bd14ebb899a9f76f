import type { RouteMeta } from '@resident/routes';
import { useLocation } from 'react-router';
import { routeMetaAt } from '../../app/routing/document-title';
import { useRouteSet } from '../../app/routing/route-set-context';

/** The meta of the deepest matched route that has one (feature routes carry it as `handle`). */
export function useRouteMeta(): RouteMeta | undefined {
  return routeMetaAt(useRouteSet(), useLocation().pathname);
}
