import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-job.ts';
import { loadRow } from './load-row.ts';

const budget = { rate: 20, p99Ms: 150 };
const result = (overrides: Partial<LoadResult> = {}): LoadResult => ({
  requests: 200,
  requestsPerSecond: 20,
  p50Ms: 40,
  p99Ms: 90,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...overrides,
});

describe('loadRow', () => {
  it('shows the rate, p50, p99, non-2xx and the note; the budget names rate and p99', () => {
    const row = loadRow('GET /receipt', '20 req/s for 10 s', result(), budget, 'month 2026-02');
    expect(row.figure).toBe('20 req/s, p50 40 ms, p99 90 ms, non-2xx 0; month 2026-02');
    expect(row.budget).toBe('p99 ≤ 150 ms at 20 req/s, all 2xx');
    expect(row.verdict).toBe('pass');
  });

  it('shows the CPU per request beside p99: the total, then the API and PostgreSQL apart', () => {
    const cpu = { apiMsPerRequest: 1.104, databaseMsPerRequest: 0.318 };
    expect(loadRow('s', 'm', result({ cpu }), budget).figure).toBe(
      '20 req/s, p50 40 ms, p99 90 ms, CPU 1.42 ms/req (API 1.10 + PostgreSQL 0.32), non-2xx 0',
    );
    const sqlite = { apiMsPerRequest: 0.5, databaseMsPerRequest: 0 };
    expect(loadRow('s', 'm', result({ cpu: sqlite }), budget).figure).toBe(
      '20 req/s, p50 40 ms, p99 90 ms, CPU 0.50 ms/req, non-2xx 0',
    );
  });

  it('holds p99 to the budget, inclusive', () => {
    expect(loadRow('s', 'm', result({ p99Ms: 150 }), budget).verdict).toBe('pass');
    expect(loadRow('s', 'm', result({ p99Ms: 151 }), budget).verdict).toBe('FAIL');
  });

  it('counts the rate as held within 2 %', () => {
    expect(loadRow('s', 'm', result({ requestsPerSecond: 19.6 }), budget).verdict).toBe('pass');
    expect(loadRow('s', 'm', result({ requestsPerSecond: 19.5 }), budget).verdict).toBe('FAIL');
  });

  it('fails on any non-2xx, error or timeout and shows errors and timeouts when there were any', () => {
    expect(loadRow('s', 'm', result({ non2xx: 1 }), budget).verdict).toBe('FAIL');
    const row = loadRow('s', 'm', result({ timeouts: 2 }), budget);
    expect(row.verdict).toBe('FAIL');
    expect(row.figure).toContain('errors 0, timeouts 2');
  });
});
