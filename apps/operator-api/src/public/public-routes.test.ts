import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandSchema } from '@resident/contract';
import defaultBrand from '@resident/branding/default-brand.json' with { type: 'json' };
import { decodeAltchaPayload } from '../altcha/payload.ts';
import { solveAltchaForTests } from '../testing.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.app.close();
});

describe('GET /api/v3/client/freeAccess/altcha/getChallenge', () => {
  it('answers a fresh, signed, soon-expiring challenge that is not cached', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/v3/client/freeAccess/altcha/getChallenge' });
    const second = await server.app.inject({ method: 'GET', url: '/api/v3/client/freeAccess/altcha/getChallenge' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = first.json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1, keyPrefix: expect.any(String) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expiresInSeconds = challenge.parameters.expiresAt - Math.floor(Date.now() / 1000);
    expect(expiresInSeconds).toBeGreaterThan(60);
    expect(expiresInSeconds).toBeLessThanOrEqual(300);
    expect(second.json().parameters.nonce).not.toBe(challenge.parameters.nonce);

    const payload = decodeAltchaPayload(await solveAltchaForTests(challenge));
    expect(payload?.challenge.parameters.nonce).toBe(challenge.parameters.nonce);
  });
});

describe('GET /api/v3/client/freeAccess/branding', () => {
  it('answers the default brand', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v3/client/freeAccess/branding?isManager=false',
    });
    expect(response.statusCode).toBe(200);
    expect(BrandSchema.parse(response.json())).toEqual(defaultBrand);
  });

  it('rejects an isManager that is not a boolean word', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v3/client/freeAccess/branding?isManager=maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION' }] });
  });

  it('serves an operator brand from BRAND_FILE and refuses to start with an invalid one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-'));
    const brandFile = join(dir, 'brand.json');
    const brand = { ...defaultBrand, company: { name: 'ООО «Чистый край»', shortName: 'Чистый край' } };
    writeFileSync(brandFile, JSON.stringify(brand));
    const branded = await startTestServer({ brandFile });
    try {
      const response = await branded.app.inject({ method: 'GET', url: '/api/v3/client/freeAccess/branding' });
      expect(response.json().company.shortName).toBe('Чистый край');
    } finally {
      await branded.app.close();
    }

    writeFileSync(brandFile, JSON.stringify({ ...brand, theme: { colorPrimary: 'blue' } }));
    await expect(startTestServer({ brandFile })).rejects.toThrow(/theme\.colorPrimary/);
    writeFileSync(brandFile, '{ not json');
    await expect(startTestServer({ brandFile })).rejects.toThrow(/это не JSON/);
  });
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
