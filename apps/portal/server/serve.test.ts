// `server/serve.ts` as deployed: a SIGTERM stops it promptly although clients hold sockets open
// (a websocket, headers that never finish, an idle keep-alive connection).
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openSocket, parseAnswer, readAtLeast, tempDist } from './testing/raw-http.ts';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');
const dist = tempDist();
const api = Fastify();
const upgraded: Duplex[] = [];
api.all('/*', async () => ({ status: 'ok' }));
api.server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
  upgraded.push(socket);
  socket.on('error', () => undefined);
  const accept = createHash('sha1')
    .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
});
api.addHook('preClose', async () => upgraded.forEach((socket) => socket.destroy()));

afterAll(async () => {
  await api.close();
  dist.remove();
});

it('SIGTERM stops the server within seconds with a websocket (told 1001, going away), slow headers and an idle connection open', async () => {
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const child = spawn(process.execPath, ['--conditions=@resident/source', script], {
    env: { ...process.env, OPERATOR_API_URL: apiUrl, PORTAL_PORT: '0', PORTAL_DIST_DIR: dist.dir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const url = /http:\/\/\S+/.exec(line)![0];

    const websocket = await openSocket(url);
    websocket.write(
      'GET /api/ws HTTP/1.1\r\nHost: portal\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(parseAnswer(await readAtLeast(websocket, 12)).status).toBe(101);
    const afterHandshake: Buffer[] = [];
    websocket.on('data', (chunk: Buffer) => afterHandshake.push(chunk));
    const slow = await openSocket(url);
    slow.write('GET / HTTP/1.1\r\nHost: por');
    const idle = await openSocket(url);
    idle.write('GET /api/health HTTP/1.1\r\nHost: portal\r\n\r\n');
    await once(idle, 'data');

    const stopping = Date.now();
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    // Well under the process's own 10 s drain deadline, which would exit with 1.
    expect(Date.now() - stopping).toBeLessThan(5_000);
    // The websocket was told the server is going away (a close frame, 1001) before it closed.
    if (!websocket.closed) await once(websocket, 'close');
    expect(Buffer.concat(afterHandshake)).toEqual(Buffer.from([0x88, 0x02, 0x03, 0xe9]));
    for (const socket of [websocket, slow, idle]) socket.destroy();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
