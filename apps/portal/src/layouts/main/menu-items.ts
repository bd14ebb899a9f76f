import type { SessionUser } from '@resident/api';
import { routeAccess, type AccessContext, type FeatureManifest } from '@resident/routes';
import { createElement } from 'react';
import type { NavItem } from '../../shell';
import { MENU_ICON_COMPONENTS } from './menu-icons';

/** The side navigation: menu routes the resident may use, in the fixed order of spec §2. */
export function menuItems(features: FeatureManifest[], user: SessionUser, access: AccessContext): NavItem[] {
  return features
    .flatMap((feature) => feature.routes)
    .filter((route) => route.meta.menu === 'main')
    .filter((route) => routeAccess(route.meta, access) === 'open')
    .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0))
    .map((route) => ({
      key: route.path,
      name: route.meta.name,
      shortName: route.meta.shortName ?? route.meta.name,
      icon: route.meta.icon ? createElement(MENU_ICON_COMPONENTS[route.meta.icon]) : createElement('span'),
      href: route.path.replace(':userId', encodeURIComponent(String(user.id))),
    }));
}
