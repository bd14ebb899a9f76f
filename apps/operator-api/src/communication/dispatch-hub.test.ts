import { describe, expect, it } from 'vitest';
import { createDispatchHub } from './dispatch-hub.ts';
import type { DispatchConnection } from './dispatch-hub.ts';

function fakeConnection() {
  const sent: unknown[] = [];
  const closed: [number, string][] = [];
  const pings: number[] = [];
  let isLive = true;
  const connection: DispatchConnection = {
    socket: {
      send: (data) => sent.push(JSON.parse(data)),
      close: (code, reason) => closed.push([code, reason]),
      ping: () => pings.push(1),
    },
    isLive: () => isLive,
  };
  return { connection, sent, closed, pings, end: () => (isLive = false) };
}

describe('dispatch hub', () => {
  it('sends an event to every socket of that resident and to nobody else', () => {
    const hub = createDispatchHub();
    const [tab1, tab2, stranger] = [fakeConnection(), fakeConnection(), fakeConnection()];
    hub.add(1, tab1.connection);
    hub.add(1, tab2.connection);
    hub.add(2, stranger.connection);
    expect(hub.publish(1, { type: 'tasks' })).toBe(2);
    expect([tab1.sent, tab2.sent, stranger.sent]).toEqual([[{ type: 'tasks' }], [{ type: 'tasks' }], []]);
    expect(hub.publish(3, { type: 'tasks' })).toBe(0);
  });

  it('forgets a socket once it is removed', () => {
    const hub = createDispatchHub();
    const tab = fakeConnection();
    const remove = hub.add(1, tab.connection);
    remove();
    expect(hub.publish(1, { type: 'tasks' })).toBe(0);
    expect(hub.size()).toBe(0);
  });

  it('closes with 4401 only the sockets whose session ended and pings the rest', async () => {
    const hub = createDispatchHub();
    const [loggedOut, live] = [fakeConnection(), fakeConnection()];
    hub.add(1, loggedOut.connection);
    hub.add(1, live.connection);
    loggedOut.end();
    expect(await hub.sweep()).toBe(1);
    expect(loggedOut.closed).toEqual([[4401, 'Session ended']]);
    expect(live.closed).toEqual([]);
    expect([loggedOut.pings.length, live.pings.length]).toEqual([0, 1]);
    expect(hub.publish(1, { type: 'tasks' })).toBe(1);
  });
});
