import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { baseApi, createStore } from '@resident/api';
import { json, pathOf, signedInStorage, testExtra } from '@resident/api/testing';
import { fakeSockets } from './testing/fake-socket.ts';
import { startLiveUpdates, useLiveUpdates } from './live-updates.ts';

const thread = { chat: { id: 5 }, messages: [], hasMore: false };
const page = { content: [], page: 1, size: 20, totalElements: 0, totalPages: 0 };
const unread = { count: 0, chatMessages: 0, changeObjectComments: 0 };
const tokens = { access_token: 'a2', refresh_token: 'r2', expires_in: 300, token_type: 'bearer' };

function setup() {
  const setup = testExtra(
    (request) => {
      const path = pathOf(request);
      if (path.endsWith('/oauth/token')) return json(200, tokens);
      if (path.endsWith('/chats')) return json(200, page);
      if (path.endsWith('/unreadmessages')) return json(200, unread);
      if (path.startsWith('/api/v3/client/contragent/')) return json(404, {});
      return json(200, thread);
    },
    signedInStorage({ token: 'a1', refresh_token: 'r1' }),
  );
  setup.extra.config = { ...setup.extra.config, wsBase: 'wss://portal.test/api/ws' };
  const store = createStore(setup.extra);
  return { ...setup, store, ...fakeSockets() };
}

// What the chats and appeals features read, as stand-ins with the same addresses and tags.
const communicationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getChatThread: build.query<unknown, number>({
      query: (id) => `main/communication/chat/${id}`,
      providesTags: (_result, _error, id) => [
        { type: 'Chat', id },
        { type: 'Messages', id },
      ],
    }),
    getChats: build.query<unknown, void>({ query: () => 'main/communication/chats', providesTags: ['Chats'] }),
    getUnreadMessages: build.query<unknown, void>({
      query: () => 'main/communication/unreadmessages',
      providesTags: ['Unread'],
    }),
    // As @resident/waste-removal's orders list.
    getWastePickups: build.query<unknown, void>({
      query: () => 'client/1/waste-removal/pickups',
      providesTags: ['WasteRemoval'],
    }),
  }),
});

const gets = (requests: Request[]) =>
  requests
    .filter((request) => request.method === 'GET')
    .map(pathOf)
    .sort();
const fast = { backoff: { initialMs: 1 } };

describe('startLiveUpdates', () => {
  it('connects to the configured wsBase with the stored token', async () => {
    const { store, createSocket, last } = setup();
    const connection = store.dispatch(startLiveUpdates({ createSocket }));
    await vi.waitFor(() => expect(last().protocols).toEqual(['bearer', 'a1']));
    expect(last().url).toBe('wss://portal.test/api/ws');
    connection.close();
  });

  it('refetches what an operator message changes: that thread, the list and the unread count', async () => {
    const { store, createSocket, last, requests } = setup();
    const onEvent = vi.fn();
    const subscriptions = [
      store.dispatch(communicationApi.endpoints.getChatThread.initiate(5)),
      store.dispatch(communicationApi.endpoints.getChatThread.initiate(6)),
      store.dispatch(communicationApi.endpoints.getChats.initiate()),
      store.dispatch(communicationApi.endpoints.getUnreadMessages.initiate()),
    ];
    await Promise.all(subscriptions);
    const connection = store.dispatch(startLiveUpdates({ createSocket, onEvent }));
    await vi.waitFor(() => expect(last()).toBeDefined());
    requests.length = 0;
    const event = { type: 'message', chatId: 5, message: { id: 9, chatId: 5 } };
    last().receive(event);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(gets(requests)).toEqual([
      '/api/v3/main/communication/chat/5',
      '/api/v3/main/communication/chats',
      '/api/v3/main/communication/unreadmessages',
    ]);
    expect(onEvent).toHaveBeenCalledWith(event);
    connection.close();
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it("reloads the waste pickups when the operator changes one (a 'wastePickup' event), and nothing else", async () => {
    const { store, createSocket, last, requests } = setup();
    const subscriptions = [
      store.dispatch(communicationApi.endpoints.getWastePickups.initiate()),
      store.dispatch(communicationApi.endpoints.getChats.initiate()),
    ];
    await Promise.all(subscriptions);
    const connection = store.dispatch(startLiveUpdates({ createSocket }));
    await vi.waitFor(() => expect(last()).toBeDefined());
    requests.length = 0;
    last().receive({ type: 'wastePickup', pickupId: 3 });
    await vi.waitFor(() => expect(gets(requests)).toEqual(['/api/v3/client/1/waste-removal/pickups']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gets(requests)).toEqual(['/api/v3/client/1/waste-removal/pickups']);
    connection.close();
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('catches up after a reconnect: a second ready reloads everything communication shows', async () => {
    const { store, createSocket, last, sockets, requests } = setup();
    const subscriptions = [
      store.dispatch(communicationApi.endpoints.getChats.initiate()),
      store.dispatch(communicationApi.endpoints.getUnreadMessages.initiate()),
    ];
    await Promise.all(subscriptions);
    const connection = store.dispatch(startLiveUpdates({ createSocket, ...fast }));
    await vi.waitFor(() => expect(last()).toBeDefined());
    last().receive({ type: 'ready' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    requests.length = 0;
    last().drop();
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    last().receive({ type: 'ready' });
    await vi.waitFor(() =>
      expect(gets(requests)).toEqual(['/api/v3/main/communication/chats', '/api/v3/main/communication/unreadmessages']),
    );
    connection.close();
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('refreshes the session after a 4401 and connects again with the new token', async () => {
    const { store, createSocket, last, sockets, requests, storage } = setup();
    const connection = store.dispatch(startLiveUpdates({ createSocket, ...fast }));
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    last().drop(4401);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(requests.filter((request) => pathOf(request).endsWith('/oauth/token'))).toHaveLength(1);
    expect(storage.getItem('token')).toBe('a2');
    expect(last().protocols).toEqual(['bearer', 'a2']);
    connection.close();
  });
});

describe('useLiveUpdates', () => {
  it('reports the status while mounted and closes the socket on unmount', async () => {
    const { store, createSocket, last } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, unmount } = renderHook(() => useLiveUpdates({ createSocket }), { wrapper });
    await waitFor(() => expect(result.current).toBe('connecting'));
    await vi.waitFor(() => expect(last()).toBeDefined());
    act(() => last().receive({ type: 'ready' }));
    expect(result.current).toBe('open');
    const socket = last();
    unmount();
    expect(socket.closedWith).toEqual([1000, 'Client closed']);
  });

  it('shares one socket among every hook of the tab, opened by the first and closed by the last', async () => {
    const { store, createSocket, last, sockets } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const frame = renderHook(() => useLiveUpdates({ createSocket }), { wrapper });
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    act(() => last().receive({ type: 'ready' }));
    const onEvent = vi.fn();
    const screen = renderHook(() => useLiveUpdates({ createSocket, onEvent }), { wrapper });
    // The screen joins the open connection: its status at once, no second socket.
    expect(screen.result.current).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sockets).toHaveLength(1);
    act(() => last().receive({ type: 'tasks' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'tasks' });
    const socket = last();
    screen.unmount();
    expect(socket.closedWith).toBeUndefined();
    expect(frame.result.current).toBe('open');
    frame.unmount();
    expect(socket.closedWith).toEqual([1000, 'Client closed']);
  });

  it('does not connect while disabled', async () => {
    const { store, createSocket, sockets } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useLiveUpdates({ createSocket, enabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sockets).toHaveLength(0);
    expect(result.current).toBe('closed');
  });
});
