/**
 * Security suite 5, the portal's half: the browser-facing headers (ASVS V3.4) of the portal's
 * static server (the SPA's HTML, its assets, config.json, proxied API answers). The operator API's
 * half is apps/operator-api/src/server/security-headers.test.ts (same checks). Prints its figures.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECURITY_HEADER_CHECKS, securityHeaderProblems } from '@resident/vitest-config/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer } from './portal-server.ts';

type Headers = Record<string, string | string[] | number | undefined>;

let distDir: string;
let api: FastifyInstance;
let portal: FastifyInstance;
const figures = { responses: 0, headers: 0, failed: 0 };

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-headers-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>portal</title><script type="module" src="/assets/index-abc.js"></script>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.css'), 'body{}');
  // An upstream that sends no security headers of its own: the portal must add them.
  api = Fastify();
  api.get('/api/v3/client/freeAccess/altcha/getChallenge', async () => ({ challenge: 'x' }));
  api.get('/api/v3/main/user/', async (_request, reply) => reply.code(401).send({ message: 'Требуется вход' }));
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  portal = await buildPortalServer({ distDir, operatorApiUrl: apiUrl, config: { environment: 'production' } });
}, 60_000);

afterAll(async () => {
  await portal.close();
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
  console.log(
    `headers suite (portal): ${figures.responses} responses, ${figures.headers} headers checked, ${figures.failed} missing or weak`,
  );
});

function problems(headers: Headers): string[] {
  const found = securityHeaderProblems(headers);
  figures.responses += 1;
  figures.headers += SECURITY_HEADER_CHECKS;
  figures.failed += found.length;
  return found;
}

describe('the portal static server', () => {
  it.each([
    ['the SPA shell', '/', 'text/html'],
    ['a client-side route', '/resident/501/dashboard', 'text/html'],
    ['a script asset', '/assets/index-abc.js', 'javascript'],
    ['a style asset', '/assets/index-abc.css', 'text/css'],
    ['config.json', '/config.json', 'application/json'],
    ['a proxied API answer', '/api/v3/client/freeAccess/altcha/getChallenge', 'application/json'],
    ['a proxied API error', '/api/v3/main/user/', 'application/json'],
    ['an unknown file', '/nothing-here.txt', 'application/json'],
  ])('%s', async (_name, url, type) => {
    const response = await portal.inject({ url, headers: { accept: type === 'text/html' ? 'text/html,*/*' : '*/*' } });
    expect(String(response.headers['content-type'])).toContain(type);
    expect(problems(response.headers)).toEqual([]);
  });
});
