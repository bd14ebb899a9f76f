import { paths, type FeatureRoute } from '@resident/api';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuestFrame } from '../layouts/guest-frame';
import { MainLayout } from '../layouts/main-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ResidentEntry } from '../pages/resident-entry';
import { features } from './features';
import { RequireResident } from './require-resident';

function toRouteObject(route: FeatureRoute): RouteObject {
  return { path: route.path, handle: route.meta, lazy: route.lazy };
}

export function buildRoutes(): RouteObject[] {
  const all = features.flatMap((feature) => feature.routes);
  return [
    { path: paths.root, element: <Navigate to={paths.resident} replace /> },
    { path: paths.resident, Component: ResidentEntry },
    {
      Component: GuestFrame,
      children: [...all.filter((r) => r.meta.layout === 'guest').map(toRouteObject), { path: '*', Component: NotFoundPage }],
    },
    {
      Component: RequireResident,
      children: [{ Component: MainLayout, children: all.filter((r) => r.meta.layout === 'main').map(toRouteObject) }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
