import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Methods counted by name; anything else (a probe's made-up verb) is 'other', so the label set stays bounded. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: answers take milliseconds; the top buckets catch a queue building up. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  /** The server's own registry (tests build many servers in one process); add its own families to it. */
  readonly registry: Registry;
  /** One answered request: `route` is the route's pattern (never the URL, which would grow the label set). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/**
 * The families both servers share, under the same names so one dashboard reads either: requests by
 * method, route and status, latency by route, errors by status, and Node's process metrics.
 */
export function createHttpMetrics(): HttpMetrics {
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
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const knownMethod = METHODS.has(method) ? method : 'other';
      requests.inc({ method: knownMethod, route, status_code: statusCode });
      duration.observe({ method: knownMethod, route }, seconds);
      if (statusCode >= 400) errors.inc({ status_code: statusCode });
    },
  };
}
