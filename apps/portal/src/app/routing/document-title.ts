// Every route its own title, «<route title> — <brand>» («Счета и расчёты —
// ЭкоПрикамье»), the same in the static server's first HTML (src/prerender) and after every
// navigation in the browser (DocumentTitle).
import type { Brand } from '@resident/branding';
import type { RouteMeta } from '@resident/routes';
import { matchRoutes, type RouteObject } from 'react-router';

/** The meta of the deepest matched route that has one (feature routes carry it as `handle`). */
export function routeMetaAt(routes: RouteObject[], pathname: string): RouteMeta | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.route.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

/** The route's own title: its `title`, else its name (spec §2's route names). */
export function routeTitle(meta: RouteMeta): string {
  return meta.title ?? meta.name;
}

/** The document's title on a route; without one, the brand's own (spec §4 "Startup"). */
export function documentTitle(meta: RouteMeta | undefined, brand: Brand): string {
  return meta ? `${routeTitle(meta)} — ${brand.company.shortName}` : brand.meta.title;
}
