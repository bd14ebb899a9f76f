// Past its capacity the API refuses a new request at once (503, Retry-After, the §8 body) instead of
// queueing it behind the others until every answer takes seconds (two instances on
// PostgreSQL at 2 000 req/s answered with p50 11.5 s). Written here rather than with
// @fastify/under-pressure: that plugin samples on a timer and sees the event loop only, while the
// queue that grows under load on PostgreSQL is the pool's (queries waiting for a connection), which
// this checks per request.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../errors/http-errors.ts';
import { OAUTH_PREFIX } from './error-handler.ts';

export const OVERLOADED_MESSAGE = 'Сервис перегружен. Повторите запрос через несколько секунд';

export interface SheddingLimits {
  /** Requests in progress at once in this process; the next one is refused. 0: no limit. */
  maxInFlight: number;
  /** Queries waiting for a pooled PostgreSQL connection; past this a new request is refused. 0: no limit. */
  maxPoolQueue: number;
  /** The event loop's mean delay over the last sample (250 ms) past which new requests are refused. 0: not checked. */
  maxEventLoopDelayMs: number;
  /** What Retry-After says (seconds). */
  retryAfterSeconds: number;
}

/** Nothing refused: the test servers, whose tests send bursts of parallel requests on purpose. */
export const NO_SHEDDING: SheddingLimits = {
  maxInFlight: 0,
  maxPoolQueue: 0,
  maxEventLoopDelayMs: 0,
  retryAfterSeconds: 1,
};

export interface SheddingProbes {
  /** Queries waiting for a database connection now. */
  poolQueue(): number;
}

/** How often the event loop's delay is read (and its histogram started afresh). */
const SAMPLE_MS = 250;

/**
 * The event loop's delay counts only with at least this many requests in flight: a late loop with
 * few requests is a busy machine (or the start-up, a sign-in's hashing), not a pile-up that
 * refusing new requests would clear.
 */
const LOOP_DELAY_MIN_IN_FLIGHT = 8;

/** Paths never refused: the health check (the portal's proxy reads it) and anything outside /api. */
const exempt = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/health');

/** Why a request would be refused now, or undefined. */
export type ShedReason = 'in-flight' | 'pool-queue' | 'event-loop-delay';

export function shedLoad(app: FastifyInstance, limits: SheddingLimits, probes: SheddingProbes): void {
  let inFlight = 0;
  let loopDelayMs = 0;
  const histogram = limits.maxEventLoopDelayMs > 0 ? monitorEventLoopDelay({ resolution: 10 }) : undefined;
  let timer: NodeJS.Timeout | undefined;
  // From onReady: the start-up's own synchronous work (schemas, the seed) is no overload.
  app.addHook('onReady', async () => {
    if (!histogram) return;
    histogram.enable();
    timer = setInterval(() => {
      // The mean, not a high percentile: one long pause (a garbage collection, the process not
      // scheduled on a busy machine) is no pile-up; a loop late on every turn is.
      loopDelayMs = histogram.count > 0 ? histogram.mean / 1e6 : 0;
      histogram.reset();
    }, SAMPLE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram?.disable();
  });

  const reasonNow = (): ShedReason | undefined => {
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return 'in-flight';
    if (limits.maxPoolQueue > 0 && probes.poolQueue() >= limits.maxPoolQueue) return 'pool-queue';
    if (histogram && inFlight >= LOOP_DELAY_MIN_IN_FLIGHT && loopDelayMs > limits.maxEventLoopDelayMs)
      return 'event-loop-delay';
    return undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request.url)) return;
    const reason = reasonNow();
    if (reason !== undefined) {
      request.log.warn(
        { reason, inFlight, poolQueue: probes.poolQueue(), loopDelayMs },
        'request refused: over capacity',
      );
      const body = request.url.startsWith(OAUTH_PREFIX)
        ? { error: 'temporarily_unavailable', error_description: OVERLOADED_MESSAGE }
        : apiErrorBody('SERVICE_UNAVAILABLE', OVERLOADED_MESSAGE);
      return reply
        .code(503)
        .header('retry-after', String(limits.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send(body);
    }
    inFlight += 1;
    // 'close' comes once the answer is written or the client is gone, whichever happens.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
