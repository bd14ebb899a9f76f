import { createHttpMetrics, type HttpMetrics } from '@resident/server-observability';
import { Counter, Gauge } from 'prom-client';
import type { PoolStats } from '../db/store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics (main.ts serves them on the metrics listener; the routes count into them). */
    apiMetrics?: ApiMetrics;
  }
}

/** How a payment ended up: counted once per payment when the row changes (payments_total). */
export type PaymentOutcome = 'created' | 'succeeded' | 'failed' | 'expired';

/** `observeRequest`'s route is 'unmatched' when no route matched. */
export interface ApiMetrics extends HttpMetrics {
  countPayments(outcome: PaymentOutcome, count?: number): void;
  websocketOpened(): void;
  websocketClosed(): void;
}

/**
 * The operator API's Prometheus metrics: the requests' families both servers share
 * (@resident/server-observability), then payments by outcome, open websockets and the database pool.
 */
export function createApiMetrics(poolStats: () => PoolStats, dialect: string): ApiMetrics {
  const http = createHttpMetrics();
  const { registry } = http;
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
    ...http,
    countPayments(outcome, count = 1) {
      if (count > 0) payments.inc({ outcome }, count);
    },
    websocketOpened: () => websockets.inc(),
    websocketClosed: () => websockets.dec(),
  };
}
