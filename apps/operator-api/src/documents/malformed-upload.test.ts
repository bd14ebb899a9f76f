import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadProblemMessage } from '@resident/contract';
import { UPLOAD_MESSAGES } from './upload-messages.ts';
import { errorBody } from '../test-support/error-body.ts';
import { rawMultipart } from '../test-support/multipart-body.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { postUpload, uploadRoutes } from '../test-support/upload-routes.ts';
import type { UploadRoute } from '../test-support/upload-routes.ts';

// Busboy's errors on a bad body went through as unexpected (500) on every upload route.
const MALFORMED = errorBody('MALFORMED_MULTIPART', UPLOAD_MESSAGES.malformed);
const file = (field: string) => ({
  field,
  name: 'справка.pdf',
  content: Buffer.concat([Buffer.from(samplePdf()), Buffer.alloc(64 * 1024, 0x41)]),
});

/** Content-Type and body of each broken request, from a valid one. */
const BROKEN: Record<string, (valid: { boundary: string; body: Buffer }) => { type: string; body: Buffer }> = {
  'truncated in the file': ({ boundary, body }) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: body.subarray(0, body.length - 1000),
  }),
  'truncated in a part header': ({ boundary, body }) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: body.subarray(0, 20),
  }),
  'a wrong boundary': ({ body }) => ({ type: 'multipart/form-data; boundary=SomethingElse', body }),
  'no boundary': ({ body }) => ({ type: 'multipart/form-data', body }),
  'a 300-character boundary': ({ body }) => ({ type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body }),
  garbage: ({ boundary }) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from('\u0000garbage\r\n--\r\n\u00ff junk'.repeat(50), 'latin1'),
  }),
};

// Starting a seeded server and signing in six residents takes seconds on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

let server: TestServer;
let routes: UploadRoute[];
let documentsDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  documentsDir = mkdtempSync(join(tmpdir(), 'malformed-upload-'));
  server = await startTestServer({
    documentsDir,
    logLevel: 'info',
    logStream: { write: (line) => void logLines.push(line) },
  });
  routes = await uploadRoutes(server);
});

afterAll(async () => {
  await server.app.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

describe.each(Object.keys(BROKEN))('a multipart body with %s', (broken) => {
  it.each([0, 1, 2, 3, 4, 5])('answers 400 on upload route %i and keeps no file', async (index) => {
    const route = routes[index];
    if (!route) throw new Error(`no upload route ${index}`);
    const { token, url, fields } = await route.target();
    const stored = readdirSync(documentsDir).length;
    const answer = await postUpload(server, token, url, BROKEN[broken]!(rawMultipart(fields, file(route.fileField))));
    expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status: 400 });
    expect(answer.json()).toEqual(MALFORMED);
    expect(readdirSync(documentsDir)).toHaveLength(stored);
  });
});

it('an empty boundary reads as a form without parts: 400 for its missing fields, never 500', async () => {
  for (const route of routes) {
    const { token, url, fields } = await route.target();
    const { body } = rawMultipart(fields, file(route.fileField));
    const answer = await postUpload(server, token, url, { type: 'multipart/form-data; boundary=', body });
    expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status: 400 });
  }
});

// busboy skips a part whose file name holds a raw CR or LF without a word, so the request
// answered 200 and the file was silently lost (a raw CRLF cut the name short). Browsers escape both.
describe.each([
  ['a raw CR', 'скан\r.pdf'],
  ['a raw LF', 'скан\n.pdf'],
  ['a raw CRLF', 'скан\r\nX-Evil: 1.pdf'],
])('a file name with %s', (_case, name) => {
  it.each([0, 1, 2, 3, 4, 5])(
    'is refused on upload route %i with the bad-name message, and nothing is kept',
    async (index) => {
      const route = routes[index];
      if (!route) throw new Error(`no upload route ${index}`);
      const { token, url, fields } = await route.target();
      const stored = readdirSync(documentsDir).length;
      const { boundary, body } = rawMultipart(fields, { ...file(route.fileField), name });
      const answer = await postUpload(server, token, url, { type: `multipart/form-data; boundary=${boundary}`, body });
      expect({ route: route.name, status: answer.statusCode }).toEqual({ route: route.name, status: 400 });
      expect(answer.json()).toEqual(errorBody('BAD_FILE_NAME', uploadProblemMessage('bad-name', name)));
      expect(readdirSync(documentsDir)).toHaveLength(stored);
    },
  );
});

it('a field name with a raw CR is a malformed body, not a silently missing field', async () => {
  const route = routes[0];
  if (!route) throw new Error('no upload route');
  const { token, url, fields } = await route.target();
  const { boundary, body } = rawMultipart({ ...fields, 'sub\rject': 'x' }, file(route.fileField));
  const answer = await postUpload(server, token, url, { type: `multipart/form-data; boundary=${boundary}`, body });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual(MALFORMED);
});

/** Sends the headers and half the body of an upload over a real socket, then hangs up. */
async function abortHalfway(port: number, token: string, url: string, type: string, body: Buffer): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.length / 2));
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
}

it('logs a client that hangs up mid-upload at info, not as an error, and keeps no file', async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  logLines.length = 0;
  const stored = readdirSync(documentsDir).length;
  for (const route of routes) {
    const { token, url, fields } = await route.target();
    const { boundary, body } = rawMultipart(fields, file(route.fileField));
    await abortHalfway(address.port, token, url, `multipart/form-data; boundary=${boundary}`, body);
  }
  await expect
    .poll(() => logLines.filter((line) => line.includes('client aborted the upload')).length)
    .toBe(routes.length);
  const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
  expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  expect(readdirSync(documentsDir)).toHaveLength(stored);
});
