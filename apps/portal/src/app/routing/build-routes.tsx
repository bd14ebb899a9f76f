import { paths, type FeatureManifest, type FeatureRoute, type LayoutName } from '@resident/api';
import { Navigate, type RouteObject } from 'react-router';
import { GuestFrame } from '../../layouts/guest-frame';
import { RootFrame } from '../../layouts/root-frame';
import { ResidentEntry } from '../../pages/resident-entry';
import { RouteErrorPage } from '../../pages/route-error-page';
import { isInRouteSet } from '../access/route-access';
import { RequireResident, RequireUnverified } from './guards';
import { withChunkTimeout } from './chunk-load';

function toRouteObject(route: FeatureRoute): RouteObject {
  return { path: route.path, handle: route.meta, lazy: () => withChunkTimeout(route.lazy) };
}

/**
 * Layouts and rare pages load with the route that needs them, like feature pages: the main
 * layout's menu, tabs, dropdowns and modals would otherwise weigh on /login's first load.
 */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => RouteObject['Component']) {
  return () => withChunkTimeout(load).then((module) => ({ Component: pick(module) }));
}

const layouts = {
  feedback: lazyComponent(() => import('../../layouts/feedback-frame'), (m) => m.FeedbackFrame),
  main: lazyComponent(() => import('../../layouts/main/main-layout'), (m) => m.MainLayout),
  bread: lazyComponent(() => import('../../layouts/bread-layout'), (m) => m.BreadLayout),
  unverified: lazyComponent(() => import('../../layouts/unverified-layout'), (m) => m.UnverifiedLayout),
};
const pages = {
  notFound: lazyComponent(() => import('../../pages/not-found-page'), (m) => m.NotFoundPage),
  serviceUnavailable: lazyComponent(() => import('../../pages/service-unavailable-page'), (m) => m.ServiceUnavailablePage),
  unverified: lazyComponent(() => import('../../pages/unverified-page'), (m) => m.UnverifiedPage),
};

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
        { path: paths.serviceUnavailable, lazy: pages.serviceUnavailable, handle: { name: 'ServiceUnavailable', layout: 'guest', guest: true } },
        {
          Component: RequireUnverified,
          children: [
            {
              lazy: layouts.feedback,
              children: [
                { lazy: layouts.unverified, children: [{ path: paths.unverified.pattern, lazy: pages.unverified, handle: { name: 'Не подтверждён', layout: 'unverified' } }] },
              ],
            },
          ],
        },
        { Component: GuestFrame, children: [...withLayout('guest'), { path: '*', lazy: pages.notFound, handle: { name: 'NotFound', layout: 'guest', guest: true } }] },
        {
          Component: RequireResident,
          children: [
            {
              lazy: layouts.feedback,
              children: [
                { lazy: layouts.main, children: withLayout('main') },
                { lazy: layouts.bread, children: withLayout('bread') },
              ],
            },
          ],
        },
      ],
    },
  ];
}
