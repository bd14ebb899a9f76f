import { Buffer } from 'node:buffer';
import { sql } from 'kysely';
import pg from 'pg';
import type { DispatchEvent } from '@resident/contract';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { DispatchRelay, RelayedEvent } from './shared-dispatch-hub.ts';

export const DISPATCH_CHANNEL = 'resident_dispatch';
/** How the listening connections appear in pg_stat_activity. */
export const DISPATCH_LISTENER_NAME = 'resident-dispatch-listener';
/** NOTIFY refuses a payload of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7999;
/** Long enough for every instance to read a stored event, short enough to keep the table small. */
const KEEP_STORED_MS = 60_000;

/** What goes through NOTIFY: the event itself, or the id of its row when it is too large. */
type Notice = { o: string; u: number; e: DispatchEvent } | { o: string; u: number; id: number };

export interface RelayLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PostgresDispatchRelayOptions {
  url: string;
  log: RelayLog;
  /** The wait before reconnecting the listener, doubled after each failure up to `max`. */
  reconnectMs?: { first: number; max: number };
}

export interface PostgresDispatchRelay extends DispatchRelay {
  close(): Promise<void>;
}

/**
 * The instances' channel over PostgreSQL LISTEN/NOTIFY. Sending goes through the store's
 * pool, one notice after another so the others hear this instance's events in the order it
 * published them; listening takes a connection of its own (a pooled one would be handed to other
 * queries), reconnected with backoff when it drops. Events published while it is down do not reach
 * this instance's sockets: the portal refetches on its next load, as after any missed push.
 * Resolves once the first LISTEN is in place, so an instance hears everything published after it starts.
 */
export async function openPostgresDispatchRelay(
  store: Store,
  options: PostgresDispatchRelayOptions,
): Promise<PostgresDispatchRelay> {
  const { log } = options;
  const backoff = options.reconnectMs ?? { first: 500, max: 10_000 };
  const listeners: ((relayed: RelayedEvent) => void)[] = [];
  let sending = Promise.resolve();
  let receiving = Promise.resolve();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = backoff.first;

  async function notify(relayed: RelayedEvent) {
    const inline = JSON.stringify({ o: relayed.origin, u: relayed.userId, e: relayed.event } satisfies Notice);
    if (Buffer.byteLength(inline) <= MAX_NOTIFY_BYTES) {
      await sql`SELECT pg_notify(${DISPATCH_CHANNEL}, ${inline})`.execute(store.db);
      return;
    }
    // NOTIFY inside the transaction is sent at its commit, when the row is there to read.
    await store.transaction(async (tx) => {
      const createdAt = Date.now();
      await sql`DELETE FROM dispatch_events WHERE created_at < ${createdAt - KEEP_STORED_MS}`.execute(tx);
      const row = await first(
        tx,
        sql<{
          id: number;
        }>`INSERT INTO dispatch_events (payload, created_at) VALUES (${JSON.stringify(relayed.event)}, ${createdAt}) RETURNING id`,
      );
      const notice = JSON.stringify({ o: relayed.origin, u: relayed.userId, id: row!.id } satisfies Notice);
      await sql`SELECT pg_notify(${DISPATCH_CHANNEL}, ${notice})`.execute(tx);
    });
  }

  async function receive(payload: string) {
    const notice = JSON.parse(payload) as Notice;
    let event: DispatchEvent;
    if ('e' in notice) event = notice.e;
    else {
      const row = await first(
        store.db,
        sql<{ payload: string }>`SELECT payload FROM dispatch_events WHERE id = ${notice.id}`,
      );
      if (!row) {
        log.warn({ id: notice.id }, 'a relayed websocket event was purged before it was read');
        return;
      }
      event = JSON.parse(row.payload) as DispatchEvent;
    }
    for (const listener of listeners) listener({ origin: notice.o, userId: notice.u, event });
  }

  function drop(dropped: pg.Client) {
    if (client !== dropped) return;
    client = undefined;
    dropped.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        log.error({ err: error, retryInMs: delay }, 'the websocket dispatch listener could not reconnect');
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, backoff.max);
  }

  async function listen() {
    const next = new pg.Client({ connectionString: options.url, application_name: DISPATCH_LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.channel !== DISPATCH_CHANNEL || message.payload === undefined) return;
      const payload = message.payload;
      receiving = receiving
        .then(() => receive(payload))
        .catch((error: unknown) => log.error({ err: error }, 'a relayed websocket event could not be delivered'));
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the websocket dispatch listener lost its connection');
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${DISPATCH_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = backoff.first;
  }

  await listen();
  return {
    send(relayed) {
      sending = sending
        .then(() => notify(relayed))
        .catch((error: unknown) =>
          log.error(
            { err: error, type: relayed.event.type },
            'a websocket event could not be relayed to the other instances',
          ),
        );
    },
    onEvent: (listener) => listeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await sending;
      await open?.end();
    },
  };
}
