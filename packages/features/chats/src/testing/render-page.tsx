import { createMemoryStorage, createStore, USER_STORAGE_KEY } from '@resident/api';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

export type FakeRoute = (request: Request, url: URL) => { status: number; body: unknown } | undefined;

/** A websocket that never opens: the screens fall back to polling, no real connection in tests. */
class SilentSocket {
  onmessage = null;
  onclose = null;
  onerror = null;
  onopen = null;
  close() {}
}

const user = {
  id: 501, userId: 11, lastName: 'Иванов', firstName: 'Иван', middleName: null, fullName: 'Иванов Иван',
  operator: 'regional', verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '7700000001',
  popupWindows: [], wasteDisposal: true, withoutPersonalAccount: false, contragentId: 501,
};

/** A real store talking to a fake operator API (only the network is replaced), the page at `path`. */
export function renderPage(page: ReactElement, pattern: string, path: string, route: FakeRoute) {
  vi.stubGlobal('WebSocket', SilentSocket);
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const answer = route(request, url) ?? { status: 404, body: { details: 'NOT_FOUND', message: 'Не найдено' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const store = createStore({
    config: { apiBase: 'http://portal.test/api/', v3Base: 'http://portal.test/api/v3/', basicCredential: 'x' },
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 't', expires_in: '300' }),
    fetchFn: fetchFn as typeof fetch,
  });
  const ui = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>Другая страница</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  const view = render(ui);
  return { store, calls, view, ui };
}
