import { createMemoryStorage, createStore, userReceived, type SessionUser } from '@resident/api';
import { paths, type RouteMeta, type RouteTab } from '@resident/routes';
import { SubPanel } from '@resident/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteSetContext } from '../../app/routing/route-set-context';
import { RuntimeConfigContext } from '../../app/runtime-config-context';
import type { RuntimeConfig } from '../../app/runtime-config';
import { MainLayout } from './main-layout';

const user: SessionUser = {
  id: 501,
  userId: 11,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  fullName: 'Иванов Иван Иванович',
  operator: 'regional',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 501,
};

const config: RuntimeConfig = {
  apiBase: 'http://portal.test/api/',
  v2Base: 'http://portal.test/api/v2/',
  v3Base: 'http://portal.test/api/v3/',
  wsBase: '',
  marketplaceBase: '',
  basicCredential: 'eA==',
  environment: 'development',
  serviceUnavailable: 'false',
  analyticsCounterId: '',
  mapsApiKey: '',
};

const filtered: RouteMeta = { name: 'Счета и расчёты', layout: 'main', subHeader: { left: true } };
const unfiltered: RouteMeta = { name: 'Главный экран', layout: 'main' };

function PaymentsPage() {
  return (
    <>
      <p>Платежи</p>
      <Link to="/resident/501/dashboard">На главный</Link>
      <SubPanel>
        <label>
          Период <input defaultValue="2026" />
        </label>
      </SubPanel>
    </>
  );
}

// Two tabs on two paths, as the appeals' «Помощь» and «Перерасчеты».
const appealTabs: RouteTab[] = [
  { key: 'help', label: 'Помощь', path: paths.appealsHelp },
  { key: 'recalculation', label: 'Перерасчеты', path: paths.appealsRecalculation },
];

function renderLayout(href: string) {
  const routes: RouteObject[] = [
    {
      Component: MainLayout,
      children: [
        {
          path: paths.appealsHelp.pattern,
          handle: { name: 'Помощь', layout: 'main', tabs: appealTabs } satisfies RouteMeta,
          Component: () => <p>Список обращений</p>,
        },
        {
          path: paths.appealsRecalculation.pattern,
          handle: { name: 'Перерасчеты', layout: 'main', tabs: appealTabs } satisfies RouteMeta,
          Component: () => <p>Список перерасчётов</p>,
        },
        { path: '/resident/:userId/billing', handle: filtered, Component: PaymentsPage },
        // The same route meta, a tab that puts nothing into the panel (billing's «Начисления»).
        { path: '/resident/:userId/charges', handle: filtered, Component: () => <p>Начисления</p> },
        { path: '/resident/:userId/dashboard', handle: unfiltered, Component: () => <p>Главный</p> },
      ],
    },
  ];
  const fetchFn = vi.fn(
    async () =>
      new Response(JSON.stringify({ chats: [], changeObjects: [] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  const store = createStore({
    config,
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ token: 'a1', auth: 'true' }),
    fetchFn: fetchFn as typeof fetch,
  });
  store.dispatch(userReceived(user));
  render(
    <Provider store={store}>
      <RuntimeConfigContext value={config}>
        <RouteSetContext value={routes}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [href] })} />
        </RouteSetContext>
      </RuntimeConfigContext>
    </Provider>,
  );
  return store;
}

describe('MainLayout sub panel', () => {
  // The header is antd's and arrives in its own chunk; load it once up front.
  beforeAll(async () => {
    await import('../themed-scope');
    await import('./shell-parts');
  }, 60_000);

  it('opens the page’s filters from the header’s filter button, and closes them', async () => {
    const store = renderLayout('/resident/501/billing');
    const button = await screen.findByRole('button', { name: 'Фильтры' }, { timeout: 10_000 });
    expect(button).toHaveAttribute('aria-controls', 'sub-panel');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById('sub-panel');
    expect(region).not.toBeVisible();
    expect(region).toContainElement(screen.getByLabelText('Период'));

    await userEvent.click(button);
    expect(screen.getByRole('region', { name: 'Фильтры' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().ui.subMenuOpen).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть фильтры' }));
    expect(region).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no filter button where the route has no sub-header, and another page starts closed', async () => {
    const store = renderLayout('/resident/501/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Фильтры' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('link', { name: 'На главный' }));
    expect(await screen.findByText('Главный')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().ui.subMenuOpen).toBe(false));
    expect(screen.queryByRole('button', { name: 'Фильтры' })).toBeNull();
    expect(document.getElementById('sub-panel')).not.toBeVisible();
  });
});

describe('MainLayout filter button', () => {
  beforeAll(async () => {
    await import('../themed-scope');
    await import('./shell-parts');
  }, 60_000);

  it('is not offered where the page puts nothing into the sub panel', async () => {
    renderLayout('/resident/501/charges');
    // The antd header has arrived (its user menu names the resident).
    expect(await screen.findByRole('button', { name: /Иванов/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Начисления')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Фильтры' })).toBeNull();
  });
});

describe('MainLayout header tabs', () => {
  beforeAll(async () => {
    await import('../themed-scope');
    await import('./shell-parts');
  }, 60_000);

  it('marks the tab of the current path, and leads back to the other one', async () => {
    renderLayout(paths.appealsRecalculation.getHref(501));
    const recalculation = await screen.findByRole('tab', { name: 'Перерасчеты' }, { timeout: 10_000 });
    expect(recalculation).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Помощь' })).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(screen.getByRole('tab', { name: 'Помощь' }));
    expect(await screen.findByText('Список обращений')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Помощь' })).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('MainLayout and a tap kept on the signed-in frame’s navigation', () => {
  const keptLink = (key: string) => {
    const link = document.createElement('a');
    link.setAttribute('data-nav-key', key);
    Object.assign(window, { __earlyTaps: [link] });
  };

  it('goes to the item the resident tapped, by the router, once', async () => {
    keptLink('/resident/:userId/billing');
    renderLayout('/resident/501/dashboard');
    expect(await screen.findByText('Платежи')).toBeInTheDocument();
    expect((window as { __earlyTaps?: Element[] }).__earlyTaps).toEqual([]);
  });

  it('goes nowhere for an item the resident does not have', async () => {
    keptLink('/resident/:userId/installments');
    renderLayout('/resident/501/dashboard');
    expect(await screen.findByText('Главный')).toBeInTheDocument();
    await waitFor(() => expect((window as { __earlyTaps?: Element[] }).__earlyTaps).toEqual([]));
    expect(screen.queryByText('Платежи')).toBeNull();
  });
});
