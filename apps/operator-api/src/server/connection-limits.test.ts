import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../config/options.ts';
import type { ServerLimits } from '../config/options.ts';
import { accessTokenOf } from '../test-support/communication-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

// requestTimeout and connectionTimeout were 0, so a body that stalls kept its connection
// (and its upload parser) open for ever. Each limit is shortened here so the test is quick.
// Starting a seeded server and signing in takes seconds on a busy machine; the limits are timed apart.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let server: TestServer | undefined;
let token = '';
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.app.close();
  server = undefined;
});

async function listening(limits: Partial<ServerLimits>): Promise<number> {
  server = await startTestServer({ limits: { ...DEFAULT_LIMITS, ...limits } });
  token = await accessTokenOf(server, 'plain@demo.ru');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return address.port;
}

/** Opens a socket that sends a multipart upload's headers and half its body, then goes silent. */
async function stalledUpload(
  port: number,
): Promise<{ socket: Socket; closed: Promise<{ afterMs: number; answer: string }> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: Date.now() - started, answer })),
  );
  socket.write(
    `POST /api/v3/main/communication/message HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\nContent-Disposition: form-data; name="text"\r\n\r\n`,
  );
  return { socket, closed };
}

it('answers 408 and closes a request whose body has not arrived within requestTimeout', async () => {
  const port = await listening({ requestTimeoutMs: 600, timeoutCheckMs: 100 });
  const { closed } = await stalledUpload(port);
  const { afterMs, answer } = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(afterMs).toBeGreaterThanOrEqual(500);
  expect(afterMs).toBeLessThan(3000);
});

it('closes a socket that goes silent for connectionTimeout, whatever it was sending', async () => {
  const port = await listening({ connectionTimeoutMs: 400 });
  const { closed } = await stalledUpload(port);
  const { afterMs } = await closed;
  expect(afterMs).toBeGreaterThanOrEqual(300);
  expect(afterMs).toBeLessThan(3000);
});

it('caps open connections: past maxConnections a new socket is closed at once', async () => {
  const port = await listening({ maxConnections: 2 });
  const open = await Promise.all([stalledUpload(port), stalledUpload(port)]);
  const third = await stalledUpload(port);
  const { afterMs } = await third.closed;
  expect(afterMs).toBeLessThan(1000);
  for (const { socket } of open) socket.destroy();
});

it('defaults: every limit is set (none is 0, which would mean no limit)', () => {
  expect(Object.entries(DEFAULT_LIMITS).filter(([name, value]) => value <= 0 && name !== 'orphanSweepMs')).toEqual([]);
});
