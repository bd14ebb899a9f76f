import type { SessionUser } from '@resident/api';
import type { FeatureManifest } from '@resident/routes';
import { createElement } from 'react';
import type { NavItem } from '../../shell';
import { isInRouteSet, isRouteEnabled, type AccessContext } from '../../app/access/route-access';
import { MENU_ICON_COMPONENTS } from './menu-icons';

/** The side navigation: menu routes the resident may use, in the fixed order of spec §2. */
export function menuItems(features: FeatureManifest[], user: SessionUser, access: AccessContext): NavItem[] {
  return features
    .flatMap((feature) => feature.routes)
    .filter((route) => route.meta.menu === 'main')
    .filter((route) => isInRouteSet(route.meta, user.withoutPersonalAccount) && isRouteEnabled(route.meta, access))
    .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0))
    .map((route) => ({
      key: route.path,
      name: route.meta.name,
      shortName: route.meta.shortName ?? route.meta.name,
      icon: route.meta.icon ? createElement(MENU_ICON_COMPONENTS[route.meta.icon]) : createElement('span'),
      href: route.path.replace(':userId', encodeURIComponent(String(user.id))),
    }));
}
