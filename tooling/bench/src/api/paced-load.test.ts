import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadJob } from './load-job.ts';
import { pacedLoad } from './paced-load.ts';

let servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

const job = (origin: string, rate: number, durationSeconds: number): LoadJob => ({
  origins: [origin],
  method: 'GET',
  path: '/',
  headers: {},
  rate,
  connections: 10,
  durationSeconds,
  warmupSeconds: 0,
});

describe('pacedLoad', () => {
  it('spreads the rate evenly over the second instead of sending each second’s share at once', async () => {
    const arrivals: number[] = [];
    const origin = await serve((_request, response) => {
      arrivals.push(performance.now());
      response.end('ok');
    });
    const result = await pacedLoad(job(origin, 200, 1));
    expect(result.requests).toBe(200);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    // 200 req/s is one every 5 ms, over the whole second; a burst would send all 200 within a few
    // ms. The spread, not the gaps, is what is checked: a busy machine delays single sends (and
    // lets a few catch up together), which only widens it.
    const spread = Math.max(...arrivals) - Math.min(...arrivals);
    expect(spread).toBeGreaterThan(500);
    // No more than half of the second's share arrives in any 50 ms, also after a stall.
    const busiest = Math.max(
      ...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 50).length),
    );
    expect(busiest).toBeLessThanOrEqual(100);
  });

  it('a refresh refused with a 5xx puts its token back; a rotated one replaces it', async () => {
    const seen: string[] = [];
    const refused = new Set<string>();
    let next = 0;
    const origin = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const token = new URLSearchParams(body).get('refresh_token') ?? '';
        seen.push(token);
        // A request the pool had no token for (its answers were not back yet: a busy machine).
        if (token === 'pool-exhausted') return response.writeHead(400).end('{}');
        // Each token is shed the first time (503, left as it was), rotated the second.
        if (!refused.has(token)) {
          refused.add(token);
          return response.writeHead(503).end('{}');
        }
        response.end(JSON.stringify({ refresh_token: `r${(next += 1)}` }));
      });
    });
    const result = await pacedLoad({ ...job(origin, 20, 1), method: 'POST', connections: 1, refreshTokens: ['r0'] });
    const tokens = seen.filter((token) => token !== 'pool-exhausted');
    // Put back after its 503, the same token comes again; once rotated, only its successor.
    expect(tokens.slice(0, 4)).toEqual(['r0', 'r0', 'r1', 'r1']);
    expect(tokens).toEqual(tokens.map((_token, index) => `r${Math.floor(index / 2)}`));
    expect(result.non2xx).toBe(seen.length - next);
  });

  it('spreads the requests over several instances in turn, sharing the sockets out', async () => {
    const arrived = { a: 0, b: 0 };
    const sockets = { a: new Set<unknown>(), b: new Set<unknown>() };
    const instance = (name: 'a' | 'b') =>
      serve((request, response) => {
        arrived[name] += 1;
        sockets[name].add(request.socket);
        response.end('ok');
      });
    const origins = [await instance('a'), await instance('b')];
    const result = await pacedLoad({ ...job(origins[0]!, 200, 1), origins });
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    expect(arrived).toEqual({ a: 100, b: 100 });
    expect(sockets.a.size + sockets.b.size).toBeLessThanOrEqual(10);
  });

  it('counts latency from when a request was due, so a stalled server shows in p99', async () => {
    let stalled = false;
    const origin = await serve((_request, response) => {
      if (!stalled) {
        stalled = true;
        // The first answer takes 300 ms; every socket is then taken and the next requests wait.
        setTimeout(() => response.end('ok'), 300);
        return;
      }
      response.end('ok');
    });
    const result = await pacedLoad({ ...job(origin, 100, 1), connections: 1 });
    expect(result.p99Ms).toBeGreaterThanOrEqual(250);
    // The stall is the tail, not the middle: the requests due after it are answered at once again
    // (relative, since a busy machine slows every request a little).
    expect(result.p50Ms).toBeLessThan(result.p99Ms / 2);
  });
});
