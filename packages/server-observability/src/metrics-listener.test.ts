import { afterEach, expect, it } from 'vitest';
import { createHttpMetrics } from './http-metrics.ts';
import { listenMetrics } from './metrics-listener.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

it('serves the shared families on GET /metrics of its own listener, and nothing else there', async () => {
  const metrics = createHttpMetrics();
  metrics.observeRequest('GET', '/api/*', 200, 0.012);
  metrics.observeRequest('BREW', '/api/*', 503, 1.5);
  const { server, url } = await listenMetrics(metrics.registry, '127.0.0.1', 0);
  close = () => server.close();

  const scraped = await fetch(url);
  expect(scraped.status).toBe(200);
  expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await scraped.text();
  expect(text).toContain('http_requests_total{method="GET",route="/api/*",status_code="200"} 1');
  // A made-up verb is counted as 'other': the label set stays bounded.
  expect(text).toContain('http_requests_total{method="other",route="/api/*",status_code="503"} 1');
  expect(text).toContain('http_request_errors_total{status_code="503"} 1');
  expect(text).toContain('http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/*"} 1');
  expect(text).toContain('process_cpu_seconds_total');

  expect((await fetch(url.replace('/metrics', '/'))).status).toBe(404);
  expect((await fetch(url, { method: 'POST' })).status).toBe(404);
});
