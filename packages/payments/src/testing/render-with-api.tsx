import type { Payment } from '@resident/contract';
import { createMemoryStorage, createStore, USER_STORAGE_KEY } from '@resident/api';
import { AppProvider, FeedbackScope } from '@resident/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';

export type FakeRoute = (request: Request, url: URL) => { status: number; body: unknown } | undefined;
export type Call = { method: string; path: string; headers: Headers; body: unknown };

const user = {
  id: 501, userId: 11, lastName: 'Иванов', firstName: 'Иван', middleName: null, fullName: 'Иванов Иван',
  operator: 'regional', verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '7700000001',
  popupWindows: [], wasteDisposal: true, withoutPersonalAccount: false, contragentId: 501,
};

/** `ui` on a real store whose operator API is `route` (only the network is replaced). */
export function renderWithApi(ui: ReactElement, route: FakeRoute) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, headers: request.headers, body: text ? (JSON.parse(text) as unknown) : undefined });
    const answer = route(request, url) ?? { status: 404, body: { details: 'NOT_FOUND', message: 'Не найдено' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const store = createStore({
    config: { apiBase: 'http://portal.test/api/', v3Base: 'http://portal.test/api/v3/', basicCredential: 'eA==' },
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 't', expires_in: '300' }),
    fetchFn: fetchFn as typeof fetch,
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
    id: 77, status: 'created', amount: 150_050, purpose: 'charges', createdAt: '2026-05-01T10:00:00Z', settledAt: null,
    confirmationUrl: 'http://portal.test/api/test-acquirer/pay/tok-77', failureReason: null, receiptSentTo: null,
    ...overrides,
  };
}
