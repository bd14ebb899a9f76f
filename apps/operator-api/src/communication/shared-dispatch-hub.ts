import { randomUUID } from 'node:crypto';
import type { DispatchEvent } from '@resident/contract';
import type { DispatchHub } from './dispatch-hub.ts';

/** An event on its way between instances, tagged with the instance that published it. */
export interface RelayedEvent {
  origin: string;
  userId: number;
  event: DispatchEvent;
}

/** A channel every instance sends to and hears from (PostgreSQL LISTEN/NOTIFY). */
export interface DispatchRelay {
  /** Sends without waiting: publishing happens after a commit and must not fail the request. */
  send(relayed: RelayedEvent): void;
  /** Calls the listener for every event any instance sent, this one's included. */
  onEvent(listener: (relayed: RelayedEvent) => void): void;
}

/**
 * The hub of one instance among several: a resident's sockets may be on any of them.
 * The publishing instance delivers to its own sockets at once, as on one process (no round trip,
 * and nothing lost while the channel is down), and relays the event; an instance delivers what it
 * hears from the others and skips its own echo, so every socket gets each event exactly once.
 */
export function createSharedDispatchHub(
  local: DispatchHub,
  relay: DispatchRelay,
  origin: string = randomUUID(),
): DispatchHub {
  relay.onEvent((relayed) => {
    if (relayed.origin !== origin) local.publish(relayed.userId, relayed.event);
  });
  return {
    add: (userId, connection) => local.add(userId, connection),
    publish(userId, event) {
      const delivered = local.publish(userId, event);
      relay.send({ origin, userId, event });
      return delivered;
    },
    sweep: () => local.sweep(),
    size: () => local.size(),
  };
}
