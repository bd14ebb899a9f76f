import http from 'node:http';
import type { LoadJob, LoadResult } from './load-job.ts';

/** A token nobody was issued: only used when the pool ran dry, and it shows up as a non-2xx. */
const EXHAUSTED = 'pool-exhausted';
const TIMEOUT_MS = 10_000;

interface Tally {
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Sends the job's requests at an even pace — one every 1000/rate ms, open-loop, over at most
 * `connections` keep-alive sockets — for `seconds`, and tallies them. Latency runs from when a
 * request was due, not from when a free socket sent it, so a stalled server shows in the figures
 * instead of slowing the load (the coordinated omission wrk2 corrects). autocannon's per-second
 * quotas did the opposite: every connection fired its share at the start of each second, so "2 000
 * req/s" was 50 requests at once, then a pause, and the rows measured a burst.
 */
function pace(job: LoadJob, seconds: number, pool: string[]): Promise<Tally> {
  // Several instances: the requests go to each in turn, and each gets its share of the sockets.
  const targets = job.origins.map((origin) => {
    const { hostname, port } = new URL(origin);
    return {
      hostname,
      port,
      agent: new http.Agent({ keepAlive: true, maxSockets: Math.ceil(job.connections / job.origins.length) }),
    };
  });
  const tally: Tally = { latencies: [], non2xx: 0, errors: 0, timeouts: 0 };
  const intervalMs = 1000 / job.rate;
  const total = Math.round(job.rate * seconds);
  let sent = 0;
  let settled = 0;
  return new Promise((resolve) => {
    const start = performance.now();
    const settle = () => {
      settled += 1;
      if (settled === total) {
        for (const { agent } of targets) agent.destroy();
        resolve(tally);
      }
    };
    const send = (dueAt: number) => {
      const refreshToken = job.refreshTokens ? pool.shift() : undefined;
      const body = job.refreshTokens
        ? new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken ?? EXHAUSTED }).toString()
        : undefined;
      const { agent, hostname, port } = targets[sent % targets.length]!;
      const request = http.request(
        { agent, hostname, port, method: job.method, path: job.path, headers: job.headers, timeout: TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            tally.latencies.push(performance.now() - dueAt);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) {
              tally.non2xx += 1;
              // A refused refresh (503 from load shedding, any 5xx) did not spend its token: it goes
              // back, or a shed would drain the pool and every later request fail as unknown.
              if (refreshToken !== undefined && status >= 500) pool.push(refreshToken);
            }
            // Rotation: every refresh token works once; a successful answer puts the new one back.
            else if (job.refreshTokens)
              pool.push((JSON.parse(Buffer.concat(chunks).toString()) as { refresh_token: string }).refresh_token);
            settle();
          });
        },
      );
      let timedOut = false;
      request.on('timeout', () => {
        timedOut = true;
        tally.timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        if (!timedOut) tally.errors += 1;
        settle();
      });
      request.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        send(start + sent * intervalMs);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
}

/** A warm-up at the job's pace (not counted), then the measured run (`onMeasuring` as it starts). */
export async function pacedLoad(job: LoadJob, onMeasuring: () => void = () => {}): Promise<LoadResult> {
  const pool = [...(job.refreshTokens ?? [])];
  if (job.warmupSeconds > 0) await pace(job, job.warmupSeconds, pool);
  onMeasuring();
  const started = performance.now();
  const tally = await pace(job, job.durationSeconds, pool);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = tally.latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length + tally.errors,
    requestsPerSecond: Math.round(sorted.length / Math.max(elapsedSeconds, job.durationSeconds)),
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: tally.timeouts,
  };
}
