import type { DispatchEvent, DispatchEventType } from '@resident/contract';

/** 'connecting' (first try), 'open' (token accepted), 'reconnecting' (waiting to try again), 'unauthorized' (token refused), 'closed'. */
export type DispatchStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'closed';

/** The part of a browser WebSocket the client uses; tests pass a fake. */
export interface DispatchSocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export type DispatchSocketFactory = (url: string, protocols: string[]) => DispatchSocketLike;

export type DispatchBackoff = {
  /** First wait after a drop, ms (default 1 000). */
  initialMs?: number;
  /** Longest wait, ms (default 30 000). */
  maxMs?: number;
  /** Growth per failed attempt (default 2). */
  factor?: number;
};

export type ConnectDispatchOptions = {
  /** The runtime config's wsBase: 'wss://…', or a path like '/api/ws' (resolved against the page, http→ws). */
  url: string;
  /** The current access token (null: signed out, nothing to connect with). Asked before every attempt. */
  getToken: () => string | null | Promise<string | null>;
  onEvent: (event: DispatchEvent) => void;
  onStatus?: (status: DispatchStatus) => void;
  /**
   * The server refused the token (close code 4401): refresh the session and resolve true to try
   * again (with the token getToken() then gives), false to give up. Without it the client gives up.
   */
  onUnauthorized?: (refusedToken: string) => boolean | Promise<boolean>;
  createSocket?: DispatchSocketFactory;
  backoff?: DispatchBackoff;
  /** 0..1, for the jitter that keeps many tabs from reconnecting in step (default Math.random). */
  random?: () => number;
};

export interface DispatchConnection {
  readonly status: DispatchStatus;
  /** Stops for good: closes the socket and cancels any reconnect. */
  close(): void;
}

/** The server's close code for a refused token (contract DISPATCH_CLOSE_CODES.unauthorized). */
export const DISPATCH_UNAUTHORIZED = 4401;
/** The subprotocol carrying the token (contract DISPATCH_SUBPROTOCOL): browsers cannot set headers on a websocket. */
export const DISPATCH_SUBPROTOCOL = 'bearer';

// A record, not a list: a type added to the contract fails the type check here until it is known.
const EVENT_TYPES: Record<DispatchEventType, true> = {
  ready: true,
  message: true,
  comment: true,
  tasks: true,
  chat: true,
  changeObject: true,
  wastePickup: true,
};

/** An absolute ws(s) URL: a path is taken relative to the page, its http(s) becoming ws(s). */
export function dispatchUrl(url: string, base: string | undefined = globalThis.location?.href): string {
  const absolute = base ? new URL(url, base) : new URL(url);
  if (absolute.protocol === 'http:') absolute.protocol = 'ws:';
  if (absolute.protocol === 'https:') absolute.protocol = 'wss:';
  return absolute.href;
}

function parseEvent(data: unknown): DispatchEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return typeof event === 'object' &&
      event !== null &&
      typeof event.type === 'string' &&
      Object.hasOwn(EVENT_TYPES, event.type)
      ? (event as DispatchEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The websocket dispatch client: connects with the access token as the `bearer` subprotocol,
 * hands every event on, and reconnects after a drop with exponential backoff and jitter (the
 * count starts over once the server says 'ready'). A 4401 close asks onUnauthorized whether to go
 * on. Pure: no store, no globals but the WebSocket it is given.
 */
export function connectDispatch(options: ConnectDispatchOptions): DispatchConnection {
  const { initialMs = 1000, maxMs = 30_000, factor = 2 } = options.backoff ?? {};
  const random = options.random ?? Math.random;
  const createSocket =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as DispatchSocketLike);
  let status: DispatchStatus = 'connecting';
  let stopped = false;
  let failures = 0;
  let socket: DispatchSocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function setStatus(next: DispatchStatus) {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  }

  function stop(final: DispatchStatus) {
    stopped = true;
    clearTimeout(timer);
    setStatus(final);
  }

  function scheduleReconnect() {
    // Equal jitter: half the delay is fixed, half random.
    const delay = Math.min(maxMs, initialMs * factor ** failures) * (0.5 + random() / 2);
    failures += 1;
    setStatus('reconnecting');
    timer = setTimeout(() => void attempt(), delay);
  }

  async function attempt() {
    const token = await options.getToken();
    if (stopped) return;
    if (!token) {
      stop('unauthorized');
      return;
    }
    const current = createSocket(dispatchUrl(options.url), [DISPATCH_SUBPROTOCOL, token]);
    socket = current;
    current.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (!event || stopped) return;
      if (event.type === 'ready') {
        failures = 0;
        setStatus('open');
      }
      options.onEvent(event);
    };
    current.onerror = () => undefined; // a close event follows
    current.onclose = async ({ code }) => {
      if (stopped || socket !== current) return;
      socket = undefined;
      if (code !== DISPATCH_UNAUTHORIZED) {
        scheduleReconnect();
        return;
      }
      setStatus('unauthorized');
      const retry = (await options.onUnauthorized?.(token)) ?? false;
      if (stopped) return;
      if (retry) scheduleReconnect();
      else stop('unauthorized');
    };
  }

  options.onStatus?.(status);
  void attempt();

  return {
    get status() {
      return status;
    },
    close() {
      if (stopped) return;
      const current = socket;
      socket = undefined;
      stop('closed');
      current?.close(1000, 'Client closed');
    },
  };
}
