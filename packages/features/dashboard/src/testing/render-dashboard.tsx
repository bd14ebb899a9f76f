import type { SessionUser } from '@resident/api';
import { renderWithStore } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DashboardPage } from '../pages/dashboard-page';

export type Answer = { status: number; body: unknown };
export type Route = (request: Request) => Answer | undefined;

export const user: SessionUser = {
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

/** The dashboard on a real store talking to a fake operator API (only the network is replaced). */
export function renderDashboard(route: Route, options: { sessionUser?: SessionUser; href?: string } = {}) {
  const { sessionUser = user, href = paths.dashboard.getHref(sessionUser.id) } = options;
  const router = createMemoryRouter(
    [
      { path: paths.dashboard.pattern, Component: DashboardPage },
      { path: paths.litigation.pattern, Component: () => <p>Судебная работа</p> },
      { path: paths.billing.pattern, Component: () => <p>Счета и расчёты</p> },
      { path: paths.chat.pattern, Component: () => <p>Чат открыт</p> },
    ],
    { initialEntries: [href] },
  );
  const { store, requests } = renderWithStore(<RouterProvider router={router} />, {
    user: sessionUser,
    api: (request) => route(request),
  });
  return { store, router, requests };
}
