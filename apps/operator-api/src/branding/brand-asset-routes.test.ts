import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandSchema } from '@resident/contract';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

const yugra = path.resolve(import.meta.dirname, '../../../../tooling/brands/yugra/brand.json');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ brandFile: yugra });
});
afterAll(() => server.app.close());

describe("an operator's brand file", () => {
  it('is served by the branding call with its files at /api/brand/', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v3/client/freeAccess/branding?isManager=false',
    });
    const brand = BrandSchema.parse(response.json());
    expect(brand.company.shortName).toBe('Чистая Югра');
    expect(brand.assets.favicon).toMatch(/^\/api\/brand\/favicon\.png\?v=/);
    const favicon = await server.app.inject({ method: 'GET', url: brand.assets.favicon });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/png');
    expect(favicon.headers['cache-control']).toContain('immutable');
    const logo = await server.app.inject({ method: 'GET', url: brand.assets.logo.full });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.body).toContain('Чистая Югра');
  });

  it('answers 404 for any other file, the brand file itself included', async () => {
    for (const name of ['brand.json', 'other.svg', '..%2Fbrand.json']) {
      expect((await server.app.inject({ method: 'GET', url: `/api/brand/${name}` })).statusCode).toBe(404);
    }
  });

  it('stops the server at startup with the checker’s report when it is invalid', async () => {
    const missing = path.join(path.dirname(yugra), 'no-such-brand.json');
    await expect(startTestServer({ brandFile: missing })).rejects.toThrow(
      `файл бренда не прошёл проверку (pnpm brand check ${missing}):\nБренд ${missing}: ошибок — 1\n  • (весь файл) — файл не найден\n`,
    );
  });
});
