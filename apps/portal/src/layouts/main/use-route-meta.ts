import type { RouteMeta } from '@resident/routes';
import { matchRoutes, useLocation } from 'react-router';
import { useRouteSet } from '../../app/routing/route-set-context';

/** The meta of the deepest matched route that has one (feature routes carry it as `handle`). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = matchRoutes(useRouteSet(), useLocation()) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.route.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
