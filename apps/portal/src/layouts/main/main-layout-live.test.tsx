import { createMemoryStorage, createStore, userReceived, type SessionUser } from '@resident/api';
import { type RouteMeta } from '@resident/routes';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  wsBase: 'ws://portal.test/api/ws',
  marketplaceBase: '',
  basicCredential: 'eA==',
  environment: 'development',
  serviceUnavailable: 'false',
  analyticsCounterId: '',
  mapsApiKey: '',
};

const page: RouteMeta = { name: 'Главный экран', layout: 'main' };

/** The browser's websockets, as the dispatch server would drive them. */
const sockets: {
  url: string;
  protocols: string[];
  closed: boolean;
  onmessage: ((event: { data: unknown }) => void) | null;
}[] = [];

class FakeWebSocket {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose = null;
  onerror = null;
  closed = false;
  readonly url: string;
  readonly protocols: string[];
  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    sockets.push(this);
  }
  close() {
    this.closed = true;
  }
}

const send = (data: unknown) => act(() => sockets.at(-1)?.onmessage?.({ data: JSON.stringify(data) }));

function renderLayout(answerTasks: () => unknown) {
  const routes: RouteObject[] = [
    {
      Component: MainLayout,
      children: [{ path: '/resident/:userId/dashboard', handle: page, Component: () => <p>Главный</p> }],
    },
  ];
  const fetchFn = vi.fn(
    async () => new Response(JSON.stringify(answerTasks()), { headers: { 'Content-Type': 'application/json' } }),
  );
  const store = createStore({
    config,
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ token: 'a1', auth: 'true' }),
    fetchFn: fetchFn as typeof fetch,
  });
  store.dispatch(userReceived(user));
  return render(
    <Provider store={store}>
      <RuntimeConfigContext value={config}>
        <RouteSetContext value={routes}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/resident/501/dashboard'] })} />
        </RouteSetContext>
      </RuntimeConfigContext>
    </Provider>,
  );
}

describe('MainLayout live updates', () => {
  beforeAll(async () => {
    await import('../themed-scope');
    await import('./shell-parts');
  }, 60_000);

  afterEach(() => {
    vi.unstubAllGlobals();
    sockets.length = 0;
  });

  it('keeps one websocket for the signed-in frame, and the bell shows an operator answer on its event', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    let tasks = { chats: [] as unknown[], changeObjects: [] };
    const view = renderLayout(() => tasks);
    expect(await screen.findByRole('button', { name: 'Уведомления: 0' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatchObject({ url: 'ws://portal.test/api/ws', protocols: ['bearer', 'a1'] });
    send({ type: 'ready' });

    // The operator answers: the API pushes 'message' and 'tasks'; the next poll is a minute away.
    tasks = {
      chats: [{ id: 31, content: 'Проверили, всё в порядке.', created: new Date().toISOString() }],
      changeObjects: [],
    };
    send({ type: 'message', chatId: 31, message: { id: 9, chatId: 31 } });
    send({ type: 'tasks' });
    expect(await screen.findByRole('button', { name: 'Уведомления: 1' })).toBeInTheDocument();
    expect(sockets).toHaveLength(1);

    view.unmount();
    expect(sockets[0]!.closed).toBe(true);
  });
});
