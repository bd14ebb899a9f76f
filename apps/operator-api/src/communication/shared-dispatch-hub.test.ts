import { describe, expect, it } from 'vitest';
import type { DispatchEvent } from '@resident/contract';
import { createDispatchHub } from './dispatch-hub.ts';
import type { DispatchConnection } from './dispatch-hub.ts';
import { createSharedDispatchHub } from './shared-dispatch-hub.ts';
import type { DispatchRelay, RelayedEvent } from './shared-dispatch-hub.ts';

/** A channel in memory that, like NOTIFY, echoes every event to every listener, the sender's too. */
function memoryChannel() {
  const listeners: ((relayed: RelayedEvent) => void)[] = [];
  const relay = (): DispatchRelay => ({
    send: (relayed) => listeners.forEach((listener) => listener(structuredClone(relayed))),
    onEvent: (listener) => listeners.push(listener),
  });
  return { relay };
}

function socketOf(hub: ReturnType<typeof createDispatchHub>, userId: number) {
  const sent: DispatchEvent[] = [];
  const connection: DispatchConnection = {
    socket: { send: (data) => sent.push(JSON.parse(data) as DispatchEvent), close: () => {}, ping: () => {} },
    isLive: () => true,
  };
  hub.add(userId, connection);
  return sent;
}

describe('shared dispatch hub', () => {
  it('delivers an event published on one instance to the resident’s sockets on every instance, each once', () => {
    const channel = memoryChannel();
    const [localA, localB] = [createDispatchHub(), createDispatchHub()];
    const a = createSharedDispatchHub(localA, channel.relay(), 'a');
    const b = createSharedDispatchHub(localB, channel.relay(), 'b');
    const [onA, onB, strangerOnA] = [socketOf(localA, 1), socketOf(localB, 1), socketOf(localA, 2)];

    expect(b.publish(1, { type: 'tasks' })).toBe(1);
    expect(a.publish(1, { type: 'wastePickup', pickupId: 7 })).toBe(1);
    expect(onA).toEqual([{ type: 'tasks' }, { type: 'wastePickup', pickupId: 7 }]);
    expect(onB).toEqual(onA);
    expect(strangerOnA).toEqual([]);
  });
});
