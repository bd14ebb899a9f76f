import type { SessionUser } from '@resident/api';
import { createTestStore } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DashboardPage } from '../pages/dashboard-page';

export type Answer = { status: number; body: unknown };
export type Route = (request: Request) => Answer | undefined;

export const user: SessionUser = {
  id: 501, userId: 11, lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', fullName: 'Иванов Иван Иванович',
  operator: 'regional', verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '7700000001',
  popupWindows: [], wasteDisposal: false, withoutPersonalAccount: false, contragentId: 501,
};

/** The dashboard on a real store talking to a fake operator API (only the network is replaced). */
export function renderDashboard(route: Route, options: { sessionUser?: SessionUser; href?: string } = {}) {
  const { sessionUser = user, href = paths.dashboard.getHref(sessionUser.id) } = options;
  const { store, requests } = createTestStore({ user: sessionUser, api: (request) => route(request) });
  const router = createMemoryRouter(
    [
      { path: paths.dashboard.pattern, Component: DashboardPage },
      { path: paths.litigation.pattern, Component: () => <p>Судебная работа</p> },
      { path: paths.billing.pattern, Component: () => <p>Счета и расчёты</p> },
      { path: paths.chat.pattern, Component: () => <p>Чат открыт</p> },
    ],
    { initialEntries: [href] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, requests };
}
