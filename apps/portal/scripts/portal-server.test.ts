import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalServer, isOperatorPath } from './portal-server.ts';

/** A stand-in for the operator API: trusts the forwarding header from loopback, as the API does. */
async function startUpstream() {
  const seen: { url: string; ip: string; forwardedFor: string | undefined }[] = [];
  const upstream = Fastify({ trustProxy: 'loopback' });
  upstream.all('/*', async (request) => {
    const forwarded = request.headers['x-forwarded-for'];
    seen.push({ url: request.url, ip: request.ip, forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : forwarded });
    return { ok: true };
  });
  const url = await upstream.listen({ host: '127.0.0.1', port: 0 });
  return { upstream, url, seen };
}

let distDir: string;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
const portals: FastifyInstance[] = [];

async function portal(serveSourceMaps?: boolean) {
  const app = await buildPortalServer({ distDir, operatorApiUrl: upstream.url, config: {}, serveSourceMaps });
  portals.push(app);
  return app;
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js.map'), '{"version":3}');
  upstream = await startUpstream();
});

afterAll(async () => {
  await Promise.all(portals.map((app) => app.close()));
  await upstream.upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the portal proxy', () => {
  it('names the real peer in X-Forwarded-For and drops the one the client sent', async () => {
    const app = await portal();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    upstream.seen.length = 0;
    for (const spoofed of ['203.0.113.1', '203.0.113.2, 198.51.100.3', undefined]) {
      const headers: Record<string, string> = spoofed ? { 'x-forwarded-for': spoofed, 'x-real-ip': '203.0.113.9' } : {};
      const response = await fetch(`${address}/api/v3/main/user/`, { headers });
      expect(response.status).toBe(200);
    }
    expect(upstream.seen.map((request) => [request.forwardedFor, request.ip])).toEqual([
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
    ]);
  });

  it('does not proxy the operator side: /api/admin/ answers 404 however it is spelt', async () => {
    const app = await portal();
    upstream.seen.length = 0;
    const urls = ['/api/admin/outbox', '/api/admin', '/api/ADMIN/outbox', '/api//admin/outbox', '/api/%61dmin/outbox', '/api/v3/../admin/outbox', '/api/admin/chats/1/messages?x=1'];
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const response = await app.inject({ method, url, headers: { authorization: 'Bearer operator' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(upstream.seen).toEqual([]);
    expect(urls.every(isOperatorPath)).toBe(true);
    expect(['/api/v3/admins', '/api/v3/client/admin', '/admin'].some(isOperatorPath)).toBe(false);
  });
});

describe('pages', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('a page of the route table gets the shell, whatever the client accepts', async () => {
    const app = await portal();
    for (const [url, accept] of [['/login', 'text/html'], ['/login', '*/*'], ['/resident/501/dashboard?tab=x', 'text/html'], ['/pay/', '*/*']] as const) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<title>portal</title>');
    }
  });

  it('an unknown path that asks for HTML gets the shell (its not-found screen) with 404', async () => {
    const app = await portal();
    const response = await app.inject({ url: '/no/such/page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>portal</title>');
  });

  it('an unknown path that does not ask for HTML (a missing asset, a script) is a JSON 404', async () => {
    const app = await portal();
    for (const [url, accept] of [['/no/such/page', '*/*'], ['/assets/missing-abc.js', '*/*'], ['/no/such/page', 'application/json']] as const) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ details: 'NOT_FOUND', message: 'Не найдено' });
    }
  });

  it('HEAD answers as GET does, with the same status and headers and no body', async () => {
    const app = await portal();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const [path, status, headers] of [
      ['/login', 200, html],
      ['/login', 200, { accept: '*/*' }],
      ['/resident/501/billing', 200, html],
      ['/no/such/page', 404, html],
      ['/assets/index-abc.js', 200, { accept: '*/*' }],
    ] as const) {
      const get = await fetch(`${address}${path}`, { headers });
      const head = await fetch(`${address}${path}`, { method: 'HEAD', headers });
      expect([head.status, get.status], path).toEqual([status, status]);
      const comparable = (response: Response) =>
        Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection', 'transfer-encoding'].includes(name)));
      expect(comparable(head), path).toEqual(comparable(get));
      expect(await head.text(), path).toBe('');
      expect((await get.text()).length, path).toBeGreaterThan(0);
    }
  });
});

describe('source maps', () => {
  it('are not served by default, and are with serveSourceMaps', async () => {
    const production = await portal();
    expect((await production.inject('/assets/index-abc.js')).statusCode).toBe(200);
    expect((await production.inject('/assets/index-abc.js.map')).statusCode).toBe(404);
    expect((await production.inject('/assets/index-abc.js%2Emap')).statusCode).toBe(404);
    const debugging = await portal(true);
    expect((await debugging.inject('/assets/index-abc.js.map')).statusCode).toBe(200);
  });
});
