import { createMemoryStorage, createStore, userReceived, type SessionUser } from '@resident/api';
import { paths } from '@resident/routes';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
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
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const answer = route(request) ?? { status: 404, body: { details: 'NOT_FOUND', message: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const store = createStore({
    config: { apiBase: 'http://portal.test/api/', v3Base: 'http://portal.test/api/v3/', basicCredential: 'eA==' },
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ token: 'a1', refresh_token: 'r1', expires_in: '300', auth: 'true' }),
    fetchFn: fetchFn as typeof fetch,
  });
  store.dispatch(userReceived(sessionUser));
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
