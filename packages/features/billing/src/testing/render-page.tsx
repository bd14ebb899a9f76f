import { createMemoryStorage, createStore, USER_STORAGE_KEY } from '@resident/api';
import { AppProvider, FeedbackScope } from '@resident/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: Request, url: URL) => Answer | undefined;

export const user = {
  id: 501, userId: 11, lastName: 'Иванов', firstName: 'Иван', middleName: null, fullName: 'Иванов Иван',
  operator: 'regional', verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '7700000001',
  popupWindows: [], wasteDisposal: true, withoutPersonalAccount: false, contragentId: 501,
};

/** A page on a real store whose operator API is `route` (only the network is replaced), at `href`. */
export function renderPage(page: ReactElement, pattern: string, href: string, route: FakeRoute) {
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const answer = route(request, url) ?? { status: 404, body: { details: 'NOT_FOUND', message: 'Не найдено' } };
    const body = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  const store = createStore({
    config: { apiBase: 'http://portal.test/api/', v3Base: 'http://portal.test/api/v3/', basicCredential: 'eA==' },
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 't', expires_in: '300' }),
    fetchFn: fetchFn as typeof fetch,
  });
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [href] });
  const view = render(
    <Provider store={store}>
      <AppProvider>
        <FeedbackScope>
          <RouterProvider router={router} />
        </FeedbackScope>
      </AppProvider>
    </Provider>,
  );
  return { store, calls, view, router };
}
