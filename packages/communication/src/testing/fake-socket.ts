import type { DispatchSocketFactory, DispatchSocketLike } from '../connect-dispatch.ts';

/** A websocket the test drives: what the server would send, and how it would close. */
export class FakeSocket implements DispatchSocketLike {
  onmessage: DispatchSocketLike['onmessage'] = null;
  onclose: DispatchSocketLike['onclose'] = null;
  onerror: DispatchSocketLike['onerror'] = null;
  closedWith: [number | undefined, string | undefined] | undefined;
  readonly url: string;
  readonly protocols: string[];

  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
  }

  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
  }

  /** A frame from the server (objects are sent as JSON). */
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  /** The connection ends with this close code (1006: dropped). */
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

/** A socket factory that keeps every socket it made. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket: DispatchSocketFactory = (url, protocols) => {
    const socket = new FakeSocket(url, protocols);
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket, last: () => sockets.at(-1) as FakeSocket };
}
