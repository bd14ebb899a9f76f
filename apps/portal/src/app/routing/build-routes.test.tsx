import { renderWithStore, sessionUser } from '@resident/api/testing';
import type { FeatureManifest } from '@resident/routes';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from './build-routes';
import { preloadLocation } from './lazy-route';
import { layoutModules } from './route-modules';
import type * as RouteModules from './route-modules';

vi.mock('./route-modules', async (importOriginal) => {
  const original = await importOriginal<typeof RouteModules>();
  return {
    ...original,
    layoutModules: { ...original.layoutModules, antd: vi.fn(async () => ({ AntdFrame: () => null })) },
  };
});

function page(text: string) {
  return vi.fn(async () => ({ Component: () => <p>{text}</p> }));
}

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const inner = routeAt(route.children ?? [], path);
    if (inner) return inner;
  }
  return undefined;
}

function setup() {
  const login = page('Вход в личный кабинет');
  const dashboard = page('Главный экран');
  const feature: FeatureManifest = {
    name: 'test',
    routes: [
      { path: '/login', meta: { name: 'Вход', layout: 'guest', guest: true }, lazy: login },
      { path: '/resident/:userId/dashboard', meta: { name: 'Главный экран', layout: 'main' }, lazy: dashboard },
    ],
  };
  return { routes: buildRoutes([feature], false), login, dashboard };
}

describe('preloadLocation', () => {
  it('loads the chunks of the routes the address matches, and no others', async () => {
    const { routes, login, dashboard } = setup();
    await preloadLocation(routes, '/login');
    expect(login).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('lets a preloaded page render in the same pass, without suspending', async () => {
    const { routes } = setup();
    await preloadLocation(routes, '/login');
    // No Suspense boundary around it: a page that suspended would render nothing here.
    render(routeAt(routes, '/login')!.element);
    expect(screen.getByText('Вход в личный кабинет')).toBeInTheDocument();
  });

  it('leaves a failed chunk to the render, which shows the failure', async () => {
    const failing: FeatureManifest = {
      name: 'broken',
      routes: [
        {
          path: '/pay',
          meta: { name: 'Оплата', layout: 'guest', guest: true },
          lazy: () => Promise.reject(new Error('network')),
        },
      ],
    };
    const routes = buildRoutes([failing], false);
    await expect(preloadLocation(routes, '/pay')).resolves.toBeUndefined();
  });
});

describe('antd on guest pages', () => {
  const feature: FeatureManifest = {
    name: 'guest',
    routes: [
      { path: '/login', meta: { name: 'Вход', layout: 'guest', guest: true, plain: true }, lazy: page('Вход') },
      { path: '/pay', meta: { name: 'Оплата', layout: 'guest', guest: true }, lazy: page('Оплата') },
    ],
  };

  it('loads antd’s provider for a guest page drawn with antd, and not for a plain one', async () => {
    const routes = buildRoutes([feature], false);
    await preloadLocation(routes, '/login');
    expect(layoutModules.antd).not.toHaveBeenCalled();
    await preloadLocation(routes, '/pay');
    expect(layoutModules.antd).toHaveBeenCalledTimes(1);
  });
});

describe('pages outside the reduced route set', () => {
  const feature: FeatureManifest = {
    name: 'billing',
    routes: [
      {
        path: '/resident/:userId/billing',
        meta: { name: 'Начисления', layout: 'main', access: ['personalAccount'], tabs: [] },
        lazy: page('Начисления'),
      },
      { path: '/resident/:userId/profile', meta: { name: 'Профиль', layout: 'main' }, lazy: page('Профиль') },
    ],
  };

  it('keep their address for a resident without an account: the page leading to linking one, in the main layout, not the not-found page', () => {
    const billing = routeAt(buildRoutes([feature], true), '/resident/:userId/billing');
    expect(billing?.handle).toEqual({ name: 'Начисления', layout: 'main', plain: true });
    expect(routeAt(buildRoutes([feature], false), '/resident/:userId/billing')?.handle).toMatchObject({
      access: ['personalAccount'],
    });
  });

  it('lead to the accounts tab of the profile', async () => {
    const routes = buildRoutes([feature], true);
    await preloadLocation(routes, '/resident/2/billing');
    const billing = routeAt(routes, '/resident/:userId/billing')!;
    const router = createMemoryRouter(
      [
        { path: '/resident/:userId/billing', element: billing.element },
        { path: '/resident/:userId/profile', element: <p>Профиль</p> },
      ],
      { initialEntries: ['/resident/2/billing'] },
    );
    renderWithStore(<RouterProvider router={router} />, {
      user: { ...sessionUser, id: 11, withoutPersonalAccount: true },
    });
    expect(screen.getByRole('heading', { name: 'Раздел откроется после привязки лицевого счёта' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Привязать лицевой счёт' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/resident/11/profile?tab=accounts',
    );
  });
});
