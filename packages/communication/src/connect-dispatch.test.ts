import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDispatch, dispatchUrl } from './connect-dispatch.ts';
import type { ConnectDispatchOptions, DispatchStatus } from './connect-dispatch.ts';
import { fakeSockets } from './testing/fake-socket.ts';
import type { FakeSocket } from './testing/fake-socket.ts';

function setup(overrides: Partial<ConnectDispatchOptions> = {}) {
  const { sockets, createSocket } = fakeSockets();
  const events: unknown[] = [];
  const statuses: DispatchStatus[] = [];
  let token: string | null = 'token-1';
  const connection = connectDispatch({
    url: '/api/ws',
    getToken: () => token,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    createSocket,
    random: () => 0,
    ...overrides,
  });
  return {
    connection,
    sockets,
    events,
    statuses,
    last: () => sockets.at(-1) as FakeSocket,
    setToken: (value: string | null) => {
      token = value;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dispatchUrl', () => {
  it('turns a path into a websocket URL of the page’s host', () => {
    expect(dispatchUrl('/api/ws', 'https://lk.example.ru/resident/1/chats/2')).toBe('wss://lk.example.ru/api/ws');
    expect(dispatchUrl('/api/ws', 'http://localhost:5173/')).toBe('ws://localhost:5173/api/ws');
    expect(dispatchUrl('wss://ws.example.ru/dispatch', 'https://lk.example.ru/')).toBe('wss://ws.example.ru/dispatch');
  });
});

describe('connectDispatch', () => {
  it('offers the token as the bearer subprotocol and is open once the server says ready', async () => {
    const { last, events, statuses } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().url).toBe(new URL('/api/ws', window.location.href).href.replace(/^http/, 'ws'));
    expect(last().protocols).toEqual(['bearer', 'token-1']);
    expect(statuses).toEqual(['connecting']);
    last().receive({ type: 'ready' });
    last().receive({ type: 'tasks' });
    last().receive('not json');
    last().receive({ type: 'unknown' });
    expect(statuses).toEqual(['connecting', 'open']);
    expect(events).toEqual([{ type: 'ready' }, { type: 'tasks' }]);
  });

  it('reconnects after a drop with growing, capped waits and the current token; ready starts the count over', async () => {
    const { sockets, last, setToken, statuses } = setup({ backoff: { initialMs: 1000, maxMs: 3000 } });
    await vi.advanceTimersByTimeAsync(0);
    const waits: number[] = [];
    for (let drop = 0; drop < 4; drop += 1) {
      const count = sockets.length;
      last().drop();
      let waited = 0;
      while (sockets.length === count) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    // random 0: half of 1 000, 2 000, 3 000 (capped), 3 000.
    expect(waits).toEqual([500, 1000, 1500, 1500]);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    setToken('token-2');
    last().receive({ type: 'ready' });
    last().drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(last().protocols).toEqual(['bearer', 'token-2']);
    expect(sockets).toHaveLength(6);
  });

  it('gives up on a 4401 without onUnauthorized', async () => {
    const { sockets, last, statuses, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    last().drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('unauthorized');
    expect(connection.status).toBe('unauthorized');
  });

  it('asks onUnauthorized after a 4401 and tries again with the refreshed token, or stops', async () => {
    const onUnauthorized = vi.fn(async () => true);
    const { sockets, last, setToken } = setup({ onUnauthorized });
    await vi.advanceTimersByTimeAsync(0);
    setToken('refreshed');
    last().drop(4401);
    await vi.advanceTimersByTimeAsync(500);
    expect(onUnauthorized).toHaveBeenCalledWith('token-1');
    expect(last().protocols).toEqual(['bearer', 'refreshed']);

    onUnauthorized.mockResolvedValueOnce(false);
    last().drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('does not connect without a token', async () => {
    const { sockets, statuses } = setup({ getToken: () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'unauthorized']);
  });

  it('close() closes the socket and never reconnects', async () => {
    const { sockets, last, connection, statuses, events } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const socket = last();
    connection.close();
    expect(socket.closedWith).toEqual([1000, 'Client closed']);
    socket.drop(1000);
    socket.receive({ type: 'tasks' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(events).toEqual([]);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('close() during a wait cancels the reconnect', async () => {
    const { sockets, last, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    last().drop();
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
