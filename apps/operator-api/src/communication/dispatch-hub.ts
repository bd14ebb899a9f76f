import { DISPATCH_CLOSE_CODES } from '@resident/contract';
import type { DispatchEvent } from '@resident/contract';

/** The part of a websocket the hub uses (ws's WebSocket, or a fake in tests). */
export interface DispatchSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  /** A protocol-level ping: keeps proxies from dropping an idle connection. */
  ping(): void;
}

export interface DispatchConnection {
  socket: DispatchSocket;
  /** Whether the session the socket was opened with is still live (not logged out); asks the database. */
  isLive(): boolean | Promise<boolean>;
}

export interface DispatchHub {
  /** Registers a resident's socket; returns what unregisters it. */
  add(userId: number, connection: DispatchConnection): () => void;
  /**
   * Sends the event to every open socket of that resident (and nobody else); returns how many are
   * connected to this instance (a shared hub also relays it to the others: shared-dispatch-hub.ts).
   */
  publish(userId: number, event: DispatchEvent): number;
  /**
   * Closes, with 4401, the sockets whose session has ended since they connected (logout), and
   * pings the others. Answers how many it closed.
   */
  sweep(): Promise<number>;
  /** Open sockets, all residents. */
  size(): number;
}

/**
 * Who is listening, in this process. One process on SQLite uses it alone; several instances on
 * PostgreSQL wrap it in a shared hub that relays events by LISTEN/NOTIFY (server/dispatch-hub-of.ts).
 */
export function createDispatchHub(): DispatchHub {
  const byUser = new Map<number, Set<DispatchConnection>>();

  function remove(userId: number, connection: DispatchConnection) {
    const connections = byUser.get(userId);
    connections?.delete(connection);
    if (connections?.size === 0) byUser.delete(userId);
  }

  return {
    add(userId, connection) {
      const connections = byUser.get(userId) ?? new Set();
      connections.add(connection);
      byUser.set(userId, connections);
      return () => remove(userId, connection);
    },

    publish(userId, event) {
      const connections = byUser.get(userId);
      if (!connections) return 0;
      const frame = JSON.stringify(event);
      for (const connection of connections) connection.socket.send(frame);
      return connections.size;
    },

    async sweep() {
      const checks = [...byUser].flatMap(([userId, connections]) =>
        [...connections].map(async (connection) => ({ userId, connection, live: await connection.isLive() })),
      );
      let closed = 0;
      for (const { userId, connection, live } of await Promise.all(checks)) {
        if (live) {
          connection.socket.ping();
          continue;
        }
        remove(userId, connection);
        connection.socket.close(DISPATCH_CLOSE_CODES.unauthorized, 'Session ended');
        closed += 1;
      }
      return closed;
    },

    size: () => [...byUser.values()].reduce((sum, connections) => sum + connections.size, 0),
  };
}
