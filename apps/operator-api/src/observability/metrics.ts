import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics (main.ts serves them on the metrics listener; the routes count into them). */
    apiMetrics?: ApiMetrics;
  }
}

/** How a payment ended up: counted once per payment when the row changes (payments_total). */
export type PaymentOutcome = 'created' | 'succeeded' | 'failed' | 'expired';

/** Methods counted by name; anything else (a probe's made-up verb) is 'other', so the label set stays bounded. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: the API's answers take milliseconds; the top buckets catch a queue building up. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ApiMetrics {
  readonly registry: Registry;
  /** One answered request: `route` is the route's pattern (never the URL), 'unmatched' when none matched. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  countPayments(outcome: PaymentOutcome, count?: number): void;
  websocketOpened(): void;
  websocketClosed(): void;
}

/**
 * The operator API's Prometheus metrics, in a registry of this server's own (tests build many
 * servers in one process): requests per route and status, latency per route, errors by status,
 * payments by outcome, open websockets, the database pool and Node's process metrics.
 */
export function createApiMetrics(poolStats: () => PoolStats, dialect: string): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by status code',
    labelNames: ['status_code'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'payments_total',
    help: 'Card payments created, and settled by outcome (succeeded, failed, expired)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['created', 'succeeded', 'failed', 'expired'] as const) payments.inc({ outcome }, 0);
  const websockets = new Gauge({
    name: 'websocket_connections',
    help: 'Open websocket connections of the dispatch (/api/ws)',
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (in_use, idle) and queries waiting for one (waiting)',
    labelNames: ['state', 'dialect'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: 'in_use', dialect }, stats.inUse);
      this.set({ state: 'idle', dialect }, stats.idle);
      this.set({ state: 'waiting', dialect }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Connections the database pool may open',
    labelNames: ['dialect'] as const,
    registers: [registry],
    collect() {
      this.set({ dialect }, poolStats().max);
    },
  });
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const knownMethod = METHODS.has(method) ? method : 'other';
      requests.inc({ method: knownMethod, route, status_code: statusCode });
      duration.observe({ method: knownMethod, route }, seconds);
      if (statusCode >= 400) errors.inc({ status_code: statusCode });
    },
    countPayments(outcome, count = 1) {
      if (count > 0) payments.inc({ outcome }, count);
    },
    websocketOpened: () => websockets.inc(),
    websocketClosed: () => websockets.dec(),
  };
}
