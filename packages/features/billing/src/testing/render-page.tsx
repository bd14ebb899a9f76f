import type { SessionUser } from '@resident/api';
import { createTestStore } from '@resident/api/testing';
import { AppProvider, FeedbackScope } from '@resident/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: Request, url: URL) => Answer | undefined;

export const user: SessionUser = {
  id: 501,
  userId: 11,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: null,
  fullName: 'Иванов Иван',
  operator: 'regional',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: true,
  withoutPersonalAccount: false,
  contragentId: 501,
};

/** A page on a real store whose operator API is `route` (only the network is replaced), at `href`. */
export function renderPage(page: ReactElement, pattern: string, href: string, route: FakeRoute) {
  const { store, calls } = createTestStore({
    user,
    api: (request, url) => {
      const answer = route(request, url);
      if (!answer) return undefined;
      const body = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    },
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
