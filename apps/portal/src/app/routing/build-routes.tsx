import { isInRouteSet, paths, type FeatureManifest, type FeatureRoute, type LayoutName } from '@resident/routes';
import { Navigate, type RouteObject } from 'react-router';
import { GuestFrame } from '../../layouts/guest-frame';
import { RootFrame } from '../../layouts/root-frame';
import { ResidentEntry } from '../../pages/resident-entry';
import { RequireResident, RequireUnverified } from './guards';
import { lazyRoute } from './lazy-route';
import { layoutModules, pageModules } from './route-modules';

function toRouteObject(route: FeatureRoute): RouteObject {
  return lazyRoute({ path: route.path, handle: route.meta }, route.lazy, (m) => m.Component);
}

/**
 * Layouts and rare pages load with the route that needs them, like feature pages: the main
 * layout's menu, tabs, dropdowns and modals would otherwise weigh on /login's first load.
 */
const layouts = {
  feedback: (route: RouteObject) => lazyRoute(route, layoutModules.feedback, (m) => m.FeedbackFrame),
  antd: (route: RouteObject) => lazyRoute(route, layoutModules.antd, (m) => m.AntdFrame),
  main: (route: RouteObject) => lazyRoute(route, layoutModules.main, (m) => m.MainLayout),
  bread: (route: RouteObject) => lazyRoute(route, layoutModules.bread, (m) => m.BreadLayout),
  unverified: (route: RouteObject) => lazyRoute(route, layoutModules.unverified, (m) => m.UnverifiedLayout),
};
const pages = {
  notFound: (route: RouteObject) => lazyRoute(route, pageModules.notFound, (m) => m.NotFoundPage),
  serviceUnavailable: (route: RouteObject) =>
    lazyRoute(route, pageModules.serviceUnavailable, (m) => m.ServiceUnavailablePage),
  unverified: (route: RouteObject) => lazyRoute(route, pageModules.unverified, (m) => m.UnverifiedPage),
  needsAccount: (route: RouteObject) => lazyRoute(route, pageModules.needsAccount, (m) => m.NeedsAccountPage),
};

/**
 * The resident pages left out of the reduced route set (spec §2) keep their addresses for a resident
 * without a personal account: an old bookmark opens, in the main layout, the page that leads to
 * linking an account instead of a bare not-found page. Their meta keeps the name and nothing that
 * would send the layout elsewhere (access) or draw another page's tabs.
 */
function needsAccountRoutes(outside: FeatureRoute[]): RouteObject[] {
  return outside
    .filter((route) => !route.meta.guest)
    .map((route) =>
      pages.needsAccount({
        path: route.path,
        handle: {
          name: route.meta.name,
          ...(route.meta.headerTitle ? { headerTitle: route.meta.headerTitle } : {}),
          layout: 'main',
          plain: true,
        },
      }),
    );
}

/** The whole route tree from the feature manifests (design.md §1), for one route set (spec §2). */
export function buildRoutes(features: FeatureManifest[], withoutPersonalAccount: boolean): RouteObject[] {
  const all = features.flatMap((feature) => feature.routes);
  const routes = all.filter((route) => isInRouteSet(route.meta, { user: { withoutPersonalAccount } }));
  const outside = all.filter((route) => !routes.includes(route));
  const withLayout = (layout: LayoutName, plain?: boolean) =>
    routes
      .filter((route) => route.meta.layout === layout && (plain === undefined || Boolean(route.meta.plain) === plain))
      .map(toRouteObject);
  return [
    {
      // RootFrame's Suspense shows nothing while a deep link's chunks load: an empty frame is the
      // honest fallback. Errors are AppRouter's RouteErrorBoundary's.
      Component: RootFrame,
      children: [
        { path: paths.root, element: <Navigate to={paths.resident} replace /> },
        { path: paths.resident, Component: ResidentEntry, handle: { name: 'Инициализация', layout: 'guest' } },
        pages.serviceUnavailable({
          path: paths.serviceUnavailable,
          handle: { name: 'ServiceUnavailable', title: 'Сервис временно недоступен', layout: 'guest', guest: true },
        }),
        {
          Component: RequireUnverified,
          children: [
            layouts.feedback({
              children: [
                layouts.unverified({
                  children: [
                    pages.unverified({
                      path: paths.unverified.pattern,
                      handle: { name: 'Не подтверждён', layout: 'unverified' },
                    }),
                  ],
                }),
              ],
            }),
          ],
        },
        {
          // Plain guest pages (all of them today) without antd's provider; a guest page drawn with
          // antd would get it with its chunks.
          Component: GuestFrame,
          children: [
            ...withLayout('guest', true),
            layouts.antd({ children: withLayout('guest', false) }),
            pages.notFound({
              path: '*',
              handle: { name: 'NotFound', title: 'Страница не найдена', layout: 'guest', guest: true, plain: true },
            }),
          ],
        },
        {
          Component: RequireResident,
          children: [
            // The main layout is plain; its pages drawn with antd get antd's provider and App here.
            layouts.main({
              children: [
                ...withLayout('main', true),
                ...needsAccountRoutes(outside),
                layouts.feedback({ children: withLayout('main', false) }),
              ],
            }),
            layouts.feedback({ children: [layouts.bread({ children: withLayout('bread') })] }),
          ],
        },
      ],
    },
  ];
}
