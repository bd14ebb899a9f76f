import { DispatchEventSchema } from '@resident/contract';
import type { DispatchEvent } from '@resident/contract';

export interface TestSocket {
  socket: WebSocket;
  events: DispatchEvent[];
  /** Resolves with the first event of that type (already received or still to come). */
  next<T extends DispatchEvent['type']>(type: T): Promise<Extract<DispatchEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

const TIMEOUT_MS = 3000;

/**
 * A browser-like websocket client (Node's global WebSocket) that records the dispatch events it
 * gets. `headers` is what only non-browser clients can send.
 */
export function openSocket(url: string, protocols?: string[], headers?: Record<string, string>): TestSocket {
  const socket = headers ? new WebSocket(url, { headers }) : new WebSocket(url, protocols);
  const events: DispatchEvent[] = [];
  const waiting: { type: string; resolve: (event: DispatchEvent) => void }[] = [];
  socket.addEventListener('message', (message) => {
    const event = DispatchEventSchema.parse(JSON.parse(String(message.data)));
    events.push(event);
    for (const waiter of waiting.filter((candidate) => candidate.type === event.type)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason }));
  });
  return {
    socket,
    events,
    closed,
    next(type) {
      type Wanted = Extract<DispatchEvent, { type: typeof type }>;
      const seen = events.find((event) => event.type === type);
      if (seen) return Promise.resolve(seen as Wanted);
      return new Promise<Wanted>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${type}' event within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
        waiting.push({
          type,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event as Wanted);
          },
        });
      });
    },
  };
}
