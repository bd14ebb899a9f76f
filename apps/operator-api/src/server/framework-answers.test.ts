import { connect } from 'node:net';
import { securityHeaderProblems } from '@resident/vitest-config/security-headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../config/options.ts';
import type { ServerLimits } from '../config/options.ts';
import { MESSAGES } from '../errors/http-errors.ts';
import { UPLOAD_MESSAGES } from '../documents/upload-messages.ts';
import { accessTokenOf } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { CLIENT_AUTHORIZATION, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { CLOSING_MESSAGE } from './closing-answer.ts';
import { FRAMEWORK_MESSAGES } from './framework-answers.ts';

// The answers Node and Fastify give before any route or hook runs (a broken escape, 431,
// a request line that is no HTTP, an unsupported Expect, a request past its timeout, a request
// while closing) came in Fastify's English shape or empty, some echoing the URL, and without the
// security headers of every other answer. Each is read here off a real socket.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

async function listening(limits: Partial<ServerLimits> = {}): Promise<{ port: number; app: TestServer }> {
  server = await startTestServer({ limits: { ...DEFAULT_LIMITS, ...limits } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return { port: address.port, app: server };
}

/** Every answer in `text` (an interim 100 Continue included), parsed by Content-Length. */
function answersIn(text: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(end + 4, end + 4 + length).toString('utf8'),
    });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/** Writes raw bytes, reads until the server closes the connection (or `until` holds), answers what came. */
function exchange(
  port: number,
  request: string | Buffer,
  until?: (answers: RawAnswer[]) => boolean,
): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (until?.(answersIn(received))) socket.destroy();
    });
    socket.on('close', () => resolve(answersIn(received)));
    // The server may close while the request is still being written (431): what it answered counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      ['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? undefined : reject(error),
    );
    socket.write(request);
  });
}

/** The answer is the API's: a §8 body with a Russian message, nothing of Fastify or the request, and every security header. */
function expectApiAnswer(
  answer: RawAnswer | undefined,
  status: number,
  code: string,
  message: string,
  echoed?: string,
): void {
  expect(answer?.status).toBe(status);
  expect(JSON.parse(answer?.body ?? '')).toEqual(errorBody(code, message));
  expect(answer?.body).not.toMatch(/FST_|HPE_|ERR_|statusCode/);
  if (echoed) expect(answer?.body).not.toContain(echoed);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(securityHeaderProblems(answer?.headers ?? {})).toEqual([]);
  expect(answer?.headers['x-frame-options']).toBe('DENY');
}

const CLOSE = 'Host: 127.0.0.1\r\nConnection: close\r\n';

describe('refusals before any route runs', () => {
  it('a broken %-escape: 400, no URL echoed', async () => {
    const { port } = await listening();
    const [answer] = await exchange(port, `GET /api/%ff-secret-path HTTP/1.1\r\n${CLOSE}\r\n`);
    expectApiAnswer(answer, 400, 'BAD_REQUEST', MESSAGES.invalidInput, 'secret-path');
  });

  it('headers over the limit: 431', async () => {
    const { port } = await listening();
    const [answer] = await exchange(port, `GET /api/health HTTP/1.1\r\n${CLOSE}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectApiAnswer(answer, 431, 'HEADERS_TOO_LARGE', FRAMEWORK_MESSAGES.headersTooLarge);
  });

  it.each([
    ['a target without a leading slash', `GET api/health-secret HTTP/1.1\r\n${CLOSE}\r\n`],
    ['a space in the target', `GET /api/he alth-secret HTTP/1.1\r\n${CLOSE}\r\n`],
    ['no HTTP at all', 'HELLO health-secret\r\n\r\n'],
    ['an unknown method', `BREW /api/health-secret HTTP/1.1\r\n${CLOSE}\r\n`],
    [
      'a Content-Length that is no number',
      `POST /api/oauth/token HTTP/1.1\r\n${CLOSE}Content-Length: abc\r\n\r\nhealth-secret`,
    ],
    [
      'Content-Length with Transfer-Encoding (smuggling)',
      `POST /api/oauth/token HTTP/1.1\r\n${CLOSE}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a broken chunk',
      `POST /api/oauth/token HTTP/1.1\r\n${CLOSE}Transfer-Encoding: chunked\r\n\r\nzz\r\nhealth-secret\r\n`,
    ],
  ])('a request Node cannot parse (%s): 400', async (_case, request) => {
    const { port } = await listening();
    const [answer] = await exchange(port, request);
    expectApiAnswer(answer, 400, 'BAD_REQUEST', MESSAGES.invalidInput, 'health-secret');
  });

  it('an Expect other than 100-continue: 417; 100-continue is honoured', async () => {
    const { port } = await listening();
    const [refused] = await exchange(
      port,
      `POST /api/oauth/token HTTP/1.1\r\n${CLOSE}Expect: teapot\r\nContent-Length: 0\r\n\r\n`,
    );
    expectApiAnswer(refused, 417, 'EXPECTATION_FAILED', FRAMEWORK_MESSAGES.expectation);
    const answers = await exchange(
      port,
      `POST /api/oauth/token HTTP/1.1\r\n${CLOSE}Authorization: ${CLIENT_AUTHORIZATION}\r\nExpect: 100-continue\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 12\r\n\r\ngrant_type=x`,
    );
    // The body was asked for and read: the grant type in it is what is refused.
    expect(answers.map((answer) => answer.status)).toEqual([100, 400]);
    expect(JSON.parse(answers[1]?.body ?? '')).toEqual({
      error: 'unsupported_grant_type',
      error_description: MESSAGES.unsupportedGrant,
    });
  });

  it('a body not complete within requestTimeout: 408', async () => {
    const { port } = await listening({ requestTimeoutMs: 600, timeoutCheckMs: 100 });
    const [answer] = await exchange(
      port,
      `POST /api/oauth/token HTTP/1.1\r\n${CLOSE}Authorization: ${CLIENT_AUTHORIZATION}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a`,
    );
    expectApiAnswer(answer, 408, 'REQUEST_TIMEOUT', FRAMEWORK_MESSAGES.requestTimeout);
  });
});

describe('bodies the routes cannot read', () => {
  it('malformed JSON: 400 with the headers', async () => {
    const { port, app } = await listening();
    const token = await accessTokenOf(app, 'resident@demo.ru');
    const [answer] = await exchange(
      port,
      `PUT /api/v3/client/user/select_contragent/1 HTTP/1.1\r\n${CLOSE}Authorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"broken":1`,
    );
    expectApiAnswer(answer, 400, 'BAD_REQUEST', MESSAGES.invalidInput);
  });

  it('a multipart body without its closing boundary: 400 with the headers', async () => {
    const { port, app } = await listening();
    const token = await accessTokenOf(app, 'resident@demo.ru');
    const body =
      '--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello';
    const [answer] = await exchange(
      port,
      `POST /api/v3/main/communication/chat/2 HTTP/1.1\r\n${CLOSE}Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expectApiAnswer(answer, 400, 'MALFORMED_MULTIPART', UPLOAD_MESSAGES.malformed);
  });
});

describe('while the server closes', () => {
  it('a request still arriving on an open connection gets 503 with the headers, and the connection closes', async () => {
    server = await startTestServer();
    // Holds the close between its start and the listener's close, where such requests arrive.
    let closingStarted!: () => void;
    const preClosed = new Promise<void>((resolve) => (closingStarted = resolve));
    let releaseClose!: () => void;
    const closeHeld = new Promise<void>((resolve) => (releaseClose = resolve));
    server.app.addHook('preClose', async () => {
      closingStarted();
      await closeHeld;
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const socket = connect(address.port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let expected = 1;
    let arrived!: () => void;
    let answered = new Promise<void>((resolve) => (arrived = resolve));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (answersIn(received).length >= expected) arrived();
    });
    const closedByServer = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await answered;
    expect(answersIn(received)[0]?.status).toBe(200);

    const closed = server.app.close();
    await preClosed;
    expected = 2;
    answered = new Promise<void>((resolve) => (arrived = resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await answered;
    const late = answersIn(received)[1];
    expectApiAnswer(late, 503, 'SERVICE_UNAVAILABLE', CLOSING_MESSAGE);
    expect(late?.headers.connection).toBe('close');
    await closedByServer;
    releaseClose();
    await closed;
    server = undefined;
  });
});
