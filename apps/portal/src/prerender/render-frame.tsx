// The signed-in frame of the static server: a resident's page cannot be drawn on the
// server (the session lives in the browser, spec §4), but its frame can — the main layout's header
// with the route's title and the brand's logo, the navigation's boxes, the empty content area —
// exactly as the main layout's first render draws it before any data. The browser does not
// hydrate it: it draws its first render over it (main.tsx).
import type { Brand } from '@resident/branding';
import { bestMatch, type RouteMeta } from '@resident/routes';
import { SubPanelProvider } from '@resident/ui';
import { prerender } from 'react-dom/static';
import type { RouteObject } from 'react-router';
import { headerFrame } from '../layouts/main/header-frame';
import { HeaderPlaceholder } from '../layouts/main/header-placeholder';
import { MainFrame, SUB_PANEL_ID } from '../layouts/main/main-frame';
import { features } from '../app/features';
import { activeItemKey, menuRoutes, navItemsOf } from '../layouts/main/menu-items';
import { NAV_COOKIE, navCookieKey, readNavCookie } from '../layouts/main/nav-cookie';
import { FrameNav } from '../shell/side-nav/frame-nav';
import { routeSets } from './route-sets';

type FrameRoute = { pattern: string; meta: RouteMeta };

/** The routes of a route tree that have an address (the layouts around them have none). */
function addressedRoutes(routes: RouteObject[]): { path: string; meta: RouteMeta | undefined }[] {
  return routes.flatMap((route) => [
    ...(route.path ? [{ path: route.path, meta: route.handle as RouteMeta | undefined }] : []),
    ...addressedRoutes(route.children ?? []),
  ]);
}

/** Each route set's addressed routes; '*' (the not-found page) is never a frame. */
const frameCandidates = routeSets.map((routes) => addressedRoutes(routes).filter((route) => route.path !== '*'));

function frameRouteOf(pathname: string): FrameRoute | undefined {
  for (const routes of frameCandidates) {
    // @resident/routes' matcher: the static server matches the same way (case, decoding, slashes).
    const route = bestMatch(routes, pathname)?.route;
    if (route?.meta?.name && route.meta.layout === 'main') return { pattern: route.path, meta: route.meta };
  }
  return undefined;
}

/**
 * The route pattern of `pathname` if it is drawn in the main layout: every address of one pattern
 * (another resident's id) gets the same frame.
 */
export function framePatternOf(pathname: string): string | undefined {
  return frameRouteOf(pathname)?.pattern;
}

/**
 * The menu items a request's `Cookie` header names (the portal's navigation cookie, nav-cookie.ts),
 * validated against the manifests and in the menu's order: 'dashboard.profile.billing', the key of
 * one frame; undefined for no cookie or a bad one (the frame then has no items).
 */
export function frameNavOf(cookieHeader: string | undefined): string | undefined {
  const routes = readNavCookie(cookieHeader, menuRoutes(features));
  return routes?.map((route) => navCookieKey(route.path)).join('.');
}

/** Any resident's id, for working out the active item: the links are drawn relative (below). */
const ANY_ID = '0';

/**
 * `href` (a resident route's address) relative to a page of `pattern`: '../billing' from
 * /resident/501/appeals/help. One drawing then serves every resident with the same items, each
 * link going to their own id (the address's), and is cached and compressed once.
 */
function relativeTo(pattern: string, href: string): string {
  const depth = pattern.split('/').length - 3;
  return `${depth > 1 ? '../'.repeat(depth - 1) : './'}${href.split('/').slice(3).join('/')}`;
}

/**
 * The frame of the main-layout page at `pathname` (no query), in `brand`; the head is the caller's.
 * With `nav` (frameNavOf's answer) its navigation holds those items, drawn as the layout's first
 * render draws them, their links relative to the page (the static server draws them only for an
 * address spelt as the router writes it: /resident/<digits>/…, no trailing slash).
 */
export async function renderFrame(pathname: string, brand: Brand, nav?: string): Promise<{ body: string }> {
  const route = frameRouteOf(pathname);
  if (!route) throw new Error(`${pathname} is not drawn in the main layout`);
  const logo = { src: brand.assets.logo.small, alt: brand.assets.logo.alt };
  const routes = nav === undefined ? undefined : readNavCookie(`${NAV_COOKIE}=${nav}`, menuRoutes(features));
  const absolute = routes && navItemsOf(routes, ANY_ID);
  const activeKey = absolute && activeItemKey(absolute, route.pattern.replace(':userId', ANY_ID));
  const items = absolute?.map((item) => ({ ...item, href: relativeTo(route.pattern, item.href) }));
  const frameNav =
    items &&
    ((orientation: 'vertical' | 'horizontal') => (
      <FrameNav items={items} activeKey={activeKey} orientation={orientation} early />
    ));
  const { prelude } = await prerender(
    <SubPanelProvider id={SUB_PANEL_ID} open={false} onClose={() => {}}>
      <MainFrame
        header={<HeaderPlaceholder {...headerFrame(route.meta, new URLSearchParams(), logo)} />}
        frameNav={frameNav}
      />
    </SubPanelProvider>,
  );
  return { body: await new Response(prelude).text() };
}
