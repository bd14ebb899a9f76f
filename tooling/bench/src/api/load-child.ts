// The load generator's own process: autocannon must not share an event loop with the server it
// measures. It runs one job from its parent, answers with the figures and exits.
import autocannon from 'autocannon';
import type { Options, Request } from 'autocannon';
import { isLoopback, type LoadJob, type LoadResult } from './load-job.ts';

/** A token nobody was issued: only used when the pool ran dry, and it shows up as a non-2xx. */
const EXHAUSTED = 'pool-exhausted';

// Rotation: every refresh token works once, so each request takes one from the pool and a
// successful answer puts the new one back. The pool only shrinks by failed requests.
function refreshRequest(job: LoadJob, pool: string[]): Request {
  return {
    method: 'POST',
    path: job.path,
    headers: job.headers,
    setupRequest: (request) => ({
      ...request,
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: pool.shift() ?? EXHAUSTED }).toString(),
    }),
    onResponse: (status, body) => {
      if (status === 200) pool.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
    },
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  if (!isLoopback(job.origin)) throw new Error(`Refusing to load ${job.origin}: loopback only`);
  const pool = [...(job.refreshTokens ?? [])];
  const request: Request = job.refreshTokens
    ? refreshRequest(job, pool)
    : { method: job.method, path: job.path, headers: job.headers };
  // autocannon 9 runs a warm-up of its own before the measured run; its typings predate the option.
  const options: Options & { warmup: { connections: number; duration: number } } = {
    url: job.origin,
    connections: job.connections,
    overallRate: job.rate,
    duration: job.durationSeconds,
    warmup: { connections: job.connections, duration: job.warmupSeconds },
    requests: [request],
    timeout: 10,
  };
  const result = await autocannon(options);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
  );
});
