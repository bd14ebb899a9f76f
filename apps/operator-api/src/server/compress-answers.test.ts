import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accessTokenOf } from '../test-support/communication-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compress-answers.ts';

// No /api answer was compressed; the payment history of a few years is tens of kilobytes.
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await accessTokenOf(server, 'resident@demo.ru');
});

afterAll(async () => {
  await server.app.close();
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

const PAYMENTS = '/api/v3/client/1/billing/payments?size=100';
const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('a large JSON answer', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const)(
    'comes compressed for Accept-Encoding %j (%s) and decodes to the same JSON',
    async (acceptEncoding, encoding) => {
      const plain = await get(PAYMENTS, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
      const packed = await get(PAYMENTS, acceptEncoding);
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode[encoding](packed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('goes plain to a client that asks for no encoding', async () => {
    expect((await get(PAYMENTS)).headers['content-encoding']).toBeUndefined();
  });
});

describe('what stays plain', () => {
  it('a small answer: the task list, under the threshold', async () => {
    const tasks = await get('/api/v3/main/communication/tasks', 'br, gzip');
    expect(tasks.statusCode).toBe(200);
    expect(tasks.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(tasks.headers['content-encoding']).toBeUndefined();
  });

  it('a small answer: the refreshed token, under the threshold', async () => {
    const signedIn = (await server.login('resident@demo.ru')).json<{ refresh_token: string }>();
    const refreshed = await server.token(
      { grant_type: 'refresh_token', refresh_token: signedIn.refresh_token },
      { 'accept-encoding': 'br, gzip' },
    );
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(refreshed.headers['content-encoding']).toBeUndefined();
  });

  it('a PDF, compressed already', async () => {
    const receipt = await get('/api/v3/client/1/billing/receipts/2026-04', 'br, gzip');
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-encoding']).toBeUndefined();
  });
});
