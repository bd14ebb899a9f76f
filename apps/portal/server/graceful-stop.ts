// A stop that drains: the listener stops taking connections, connections with no request
// under way close at once (idle keep-alive ones, and ones whose headers never finished), requests
// under way finish with `Connection: close` and their connections close after the answer, so
// server.close() resolves once the last answer is out. Websockets are the websocket proxy's.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export function drainOnClose(server: Server) {
  const sockets = new Set<Socket>();
  const upgraded = new WeakSet<Duplex>();
  /** Answers not finished yet, by connection. */
  const answering = new Map<Socket, Set<ServerResponse>>();
  let stopping = false;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (_request, socket: Duplex) => upgraded.add(socket));
  const lastAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket;
    const open = answering.get(socket) ?? new Set<ServerResponse>();
    answering.set(socket, open.add(response));
    if (stopping) lastAnswer(response);
    response.once('close', () => {
      open.delete(response);
      if (open.size > 0) return;
      answering.delete(socket);
      if (stopping) socket.end();
    });
  });
  return {
    /** Called as the server closes: what has no request under way goes now, the rest after its answer. */
    stop() {
      stopping = true;
      for (const socket of sockets) {
        if (upgraded.has(socket)) continue;
        const open = answering.get(socket);
        if (open) open.forEach(lastAnswer);
        else socket.destroy();
      }
    },
  };
}
