import { paths, type FeatureManifest, type FeatureRoute, type LayoutName } from '@resident/api';
import { Navigate, type RouteObject } from 'react-router';
import { BreadLayout } from '../../layouts/bread-layout';
import { GuestFrame } from '../../layouts/guest-frame';
import { MainLayout } from '../../layouts/main/main-layout';
import { RootFrame } from '../../layouts/root-frame';
import { UnverifiedLayout } from '../../layouts/unverified-layout';
import { NotFoundPage } from '../../pages/not-found-page';
import { ResidentEntry } from '../../pages/resident-entry';
import { RouteErrorPage } from '../../pages/route-error-page';
import { ServiceUnavailablePage } from '../../pages/service-unavailable-page';
import { UnverifiedPage } from '../../pages/unverified-page';
import { isInRouteSet } from '../access/route-access';
import { RequireResident, RequireUnverified } from './guards';
import { withChunkTimeout } from './chunk-load';

function toRouteObject(route: FeatureRoute): RouteObject {
  return { path: route.path, handle: route.meta, lazy: () => withChunkTimeout(route.lazy) };
}

/** The whole route tree from the feature manifests (design.md §1), for one route set (spec §2). */
export function buildRoutes(features: FeatureManifest[], withoutPersonalAccount: boolean): RouteObject[] {
  const routes = features.flatMap((feature) => feature.routes).filter((route) => isInRouteSet(route.meta, withoutPersonalAccount));
  const withLayout = (layout: LayoutName) => routes.filter((route) => route.meta.layout === layout).map(toRouteObject);
  return [
    {
      Component: RootFrame,
      // Lazy routes load before the first paint of a deep link; an empty frame is the honest fallback.
      HydrateFallback: () => null,
      ErrorBoundary: RouteErrorPage,
      children: [
        { path: paths.root, element: <Navigate to={paths.resident} replace /> },
        { path: paths.resident, Component: ResidentEntry, handle: { name: 'Инициализация', layout: 'guest' } },
        { path: paths.serviceUnavailable, Component: ServiceUnavailablePage, handle: { name: 'ServiceUnavailable', layout: 'guest', guest: true } },
        {
          Component: RequireUnverified,
          children: [
            { Component: UnverifiedLayout, children: [{ path: paths.unverified.pattern, Component: UnverifiedPage, handle: { name: 'Не подтверждён', layout: 'unverified' } }] },
          ],
        },
        { Component: GuestFrame, children: [...withLayout('guest'), { path: '*', Component: NotFoundPage, handle: { name: 'NotFound', layout: 'guest', guest: true } }] },
        {
          Component: RequireResident,
          children: [
            { Component: MainLayout, children: withLayout('main') },
            { Component: BreadLayout, children: withLayout('bread') },
          ],
        },
      ],
    },
  ];
}
