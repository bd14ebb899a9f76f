// A SIGTERM during a load loses no acknowledged request, on the portal's server and on
// the operator API, each run as deployed (a child process). Every answer that came is whole and
// correct, none is cut after its status line; requests under way when the signal came are
// answered (the drain); after the stop, requests find the port closed (not acknowledged).
// The load is 4 s with the SIGTERM at 2 s (STOP_LOAD_SECONDS=20 runs the 20-second one).
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OPERATOR_API_DIR, SERVE_SCRIPT, startChildServer, type ChildServer } from './testing/child-server.ts';
import { loadUntilStop } from './testing/load-until-stop.ts';
import { tempDist } from './testing/raw-http.ts';

const SECONDS = Number(process.env.STOP_LOAD_SECONDS ?? 4);
const CONNECTIONS = 16;
const dist = tempDist();
const dataDir = mkdtempSync(path.join(tmpdir(), 'graceful-stop-'));
const children: ChildServer[] = [];

afterAll(() => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  dist.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

it(
  `the portal's server drains on SIGTERM: every answer of a ${SECONDS}-second load whole and correct`,
  { timeout: (SECONDS + 30) * 1000 },
  async () => {
    // The operator API stand-in answers after a few milliseconds, so requests are under way at the signal.
    const api = Fastify();
    api.get('/api/health', async () => ({ status: 'ok' }));
    api.get('/api/echo/:n', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { echo: (request.params as { n: string }).n, padding: 'x'.repeat(2000) };
    });
    const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
    try {
      const portal = await startChildServer(SERVE_SCRIPT, {
        OPERATOR_API_URL: apiUrl,
        PORTAL_PORT: '0',
        PORTAL_DIST_DIR: dist.dir,
        LOG_LEVEL: 'error',
      });
      children.push(portal);
      const report = await loadUntilStop({
        origin: portal.url,
        paths: ['/api/echo/1', '/api/echo/2', '/config.json'],
        connections: CONNECTIONS,
        seconds: SECONDS,
        stop: () => portal.child.kill('SIGTERM'),
        isCorrect: (requested, status, body) => {
          if (requested === '/config.json')
            return status === 200 && (JSON.parse(body) as { apiBase?: string }).apiBase === '/api/';
          return status === 200 && (JSON.parse(body) as { echo: string }).echo === requested.split('/').pop();
        },
      });
      console.info(`portal, ${SECONDS} s, ${CONNECTIONS} connections:`, JSON.stringify(report));
      expect(await portal.exited).toBe(0);
      expect(report.cutMidAnswer).toEqual([]);
      expect(report.wrong).toEqual([]);
      expect(report.failedBeforeStop).toEqual([]);
      expect(report.answered[200]).toBeGreaterThan(CONNECTIONS);
      // Requests under way at the signal were answered, not dropped.
      expect(report.lostInFlight).toEqual([]);
      expect(report.drained).toBeGreaterThan(0);
    } finally {
      await api.close();
    }
  },
);

it(
  `the operator API drains on SIGTERM: every answer of a ${SECONDS}-second load whole and correct`,
  { timeout: (SECONDS + 60) * 1000 },
  async () => {
    const api = await startChildServer(
      'src/main.ts',
      {
        OPERATOR_API_PORT: '0',
        OPERATOR_API_DB: path.join(dataDir, 'operator.db'),
        OPERATOR_API_SEED: 'false',
        OPERATOR_ADMIN_TOKEN: 'graceful-stop-suite-operator-token',
        AUTOPAY_INTERVAL: '0',
        PAYMENT_RECONCILE_MS: '0',
        LOG_LEVEL: 'error',
      },
      OPERATOR_API_DIR,
    );
    children.push(api);
    const report = await loadUntilStop({
      origin: api.url,
      // Both read the database; /api/ready checks the migrations.
      paths: ['/api/ready', '/api/v3/client/freeAccess/branding?isManager=false'],
      connections: CONNECTIONS,
      seconds: SECONDS,
      stop: () => api.child.kill('SIGTERM'),
      isCorrect: (requested, status, body) => {
        const parsed = JSON.parse(body) as { status?: string; company?: unknown; message?: string };
        // A request that reached a connection as the server stopped: its closing answer, whole.
        if (status === 503)
          return typeof parsed.message === 'string' && parsed.message.startsWith('Сервис перезапускается');
        if (requested === '/api/ready') return status === 200 && parsed.status === 'ready';
        return status === 200 && typeof parsed.company === 'object';
      },
    });
    console.info(`operator API, ${SECONDS} s, ${CONNECTIONS} connections:`, JSON.stringify(report));
    expect(await api.exited).toBe(0);
    expect(report.cutMidAnswer).toEqual([]);
    expect(report.wrong).toEqual([]);
    expect(report.failedBeforeStop).toEqual([]);
    expect(report.lostInFlight).toEqual([]);
    expect(report.answered[200]).toBeGreaterThan(CONNECTIONS);
  },
);
