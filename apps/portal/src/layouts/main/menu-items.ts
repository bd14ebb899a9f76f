import type { SessionUser } from '@resident/api';
import { routeAccess, type AccessContext, type FeatureManifest, type FeatureRoute } from '@resident/routes';
import { PlainIcon } from '@resident/ui';
import { createElement } from 'react';
import type { NavItem } from '../../shell/side-nav/split-nav-items';
import { MENU_ICONS } from './menu-icons';

/** Every menu route of the manifests, in the fixed order of spec §2 (before access decides). */
export function menuRoutes(features: FeatureManifest[]): FeatureRoute[] {
  return features
    .flatMap((feature) => feature.routes)
    .filter((route) => route.meta.menu === 'main')
    .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));
}

/** The navigation's items for these menu routes, their links at `userId` (as the address spells it). */
export function navItemsOf(routes: FeatureRoute[], userId: string): NavItem[] {
  return routes.map((route) => ({
    key: route.path,
    name: route.meta.name,
    shortName: route.meta.shortName ?? route.meta.name,
    icon: route.meta.icon ? createElement(PlainIcon, { icon: MENU_ICONS[route.meta.icon] }) : createElement('span'),
    href: route.path.replace(':userId', encodeURIComponent(userId)),
  }));
}

/** The side navigation: menu routes the resident may use, in the fixed order of spec §2. */
export function menuItems(features: FeatureManifest[], user: SessionUser, access: AccessContext): NavItem[] {
  return navItemsOf(
    menuRoutes(features).filter((route) => routeAccess(route.meta, access) === 'open'),
    String(user.id),
  );
}

/** The item of the page at `pathname` (the first whose link it starts with), as SideNav marks it. */
export const activeItemKey = (items: NavItem[], pathname: string) =>
  items.find((item) => pathname.startsWith(item.href))?.key;
