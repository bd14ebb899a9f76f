import type { Payment } from '@resident/contract';
import type { SessionUser } from '@resident/api';
import { createTestStore } from '@resident/api/testing';
import { AppProvider, FeedbackScope } from '@resident/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

type FakeAnswer = { status: number; body: unknown } | undefined;
/** Answers a request (or undefined: the test store answers 404); may take its time. */
export type FakeRoute = (request: Request, url: URL) => FakeAnswer | Promise<FakeAnswer>;
export type Call = { method: string; path: string; headers: Headers; body: unknown };

const user: SessionUser = {
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

/** `ui` on a real store whose operator API is `route` (only the network is replaced). */
export function renderWithApi(ui: ReactElement, route: FakeRoute) {
  const calls: Call[] = [];
  const { store } = createTestStore({
    user,
    api: async (request, url) => {
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return route(request, url);
    },
  });
  const view = render(
    <Provider store={store}>
      <AppProvider>
        <FeedbackScope>{ui}</FeedbackScope>
      </AppProvider>
    </Provider>,
  );
  return { store, calls, view };
}

/** A payment as the API answers it. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 77,
    status: 'created',
    amount: 150_050,
    purpose: 'charges',
    createdAt: '2026-05-01T10:00:00Z',
    settledAt: null,
    confirmationUrl: 'http://portal.test/api/test-acquirer/pay/tok-77',
    failureReason: null,
    receiptSentTo: null,
    ...overrides,
  };
}
