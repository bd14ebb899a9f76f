// /api JSON answers compressed. The operator API compresses (its compress-answers.ts);
// the portal's server passes the encoded answer through untouched, with Content-Encoding and Vary.
import { signInOverHttp } from '@resident/test-stack';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const portalUrl = inject('portalUrl');
let token: string;

beforeAll(async () => {
  token = (await signInOverHttp(`${portalUrl}/api`, 'resident@demo.ru')).access_token;
});

/** The answer's bytes as they came over the wire (fetch would decode them). */
function raw(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(
        `${portalUrl}${path}`,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      ).on('error', reject);
    },
  );
}

const PAYMENTS = '/api/v3/client/1/billing/payments?size=100';

describe('/api JSON through the portal’s server', () => {
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'a large answer comes encoded for %j and decodes to the same JSON',
    async (acceptEncoding, encoding, decode) => {
      const plain = await raw(PAYMENTS, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await raw(PAYMENTS, acceptEncoding);
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(packed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    },
  );

  it('a small answer stays plain', async () => {
    const tasks = await raw('/api/v3/main/communication/tasks', 'gzip, br');
    expect(tasks.status).toBe(200);
    expect(tasks.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(tasks.body.toString())).not.toThrow();
  });
});
