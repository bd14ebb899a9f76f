import { connect } from 'node:net';
import { securityHeaderProblems } from '@resident/vitest-config/security-headers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenOf } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { openSocket } from '../test-support/socket-client.ts';
import type { TestSocket } from '../test-support/socket-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { UPGRADE_MESSAGES } from './upgrade-gate.ts';

// About 1 000 anonymous `GET /api/health` with `Upgrade: websocket` left 1 000 open
// sockets on the API (the answer was written, the upgraded socket never closed), and from then on
// it answered nobody. Only the websocket dispatch takes an upgrade now.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const HANDSHAKE =
  'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

let server: TestServer;
let port: number;
const clients: TestSocket[] = [];

beforeEach(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  port = address.port;
});

afterEach(async () => {
  for (const { socket } of clients.splice(0)) socket.close();
  await server.app.close();
});

/** Sends one upgrade request and answers what came back once the server closed the socket. */
function upgrade(path: string, handshake = HANDSHAKE): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    // The server may close while the request is still being written (431): what it answered counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      ['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? undefined : reject(error),
    );
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${handshake}\r\n`);
  });
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

function headersOf(answer: string): Record<string, string> {
  const [, ...lines] = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n');
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('upgrades', () => {
  it('are refused on every other route with a 400 in the API shape, and 1 000 of them leave no socket open', async () => {
    const paths = [
      '/api/health',
      '/api/v3/main/user/',
      '/api/oauth/token',
      '/api/no/such/route',
      '/api/ws/../health',
      '/',
    ];
    let refused = 0;
    const started = Date.now();
    // 1 000 upgrades, 50 at a time: every one is answered and closed by the server.
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => upgrade(paths[(batch * 50 + index) % paths.length] ?? '/')),
      );
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
        refused += 1;
      }
    }
    const sample = await upgrade('/api/health');
    expect(JSON.parse(sample.slice(sample.indexOf('\r\n\r\n') + 4))).toEqual(
      errorBody('UPGRADE_REFUSED', UPGRADE_MESSAGES.notHere),
    );
    expect(securityHeaderProblems(headersOf(sample))).toEqual([]);
    await vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 5000, interval: 50 });
    console.log(`upgrade gate: ${refused + 1} upgrades refused in ${Date.now() - started} ms, 0 sockets left`);
    // The API still answers.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('on the websocket route, refuse what is no websocket handshake', async () => {
    for (const handshake of [
      'Connection: Upgrade\r\nUpgrade: h2c\r\n',
      'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: short\r\n',
    ]) {
      const answer = await upgrade('/api/ws', handshake);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(
        errorBody('UPGRADE_REFUSED', UPGRADE_MESSAGES.badHandshake),
      );
    }
    await vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 5000, interval: 50 });
  });

  it('still open the websocket dispatch', async () => {
    const client = openSocket(`ws://127.0.0.1:${port}/api/ws?v=1`, [
      'bearer',
      await accessTokenOf(server, 'resident@demo.ru'),
    ]);
    clients.push(client);
    expect(await client.next('ready')).toEqual({ type: 'ready' });
  });
});
