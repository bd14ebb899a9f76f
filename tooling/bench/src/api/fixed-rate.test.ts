import { describe, expect, it, vi } from 'vitest';
import { measureAtFixedRate } from './fixed-rate.ts';
import type { LoadTarget } from './load-target.ts';

vi.mock('./run-load.ts', () => ({
  runLoad: () => Promise.reject(new Error('The load process did not finish within 62000 ms')),
}));

const target: LoadTarget = {
  origin: 'http://127.0.0.1:1',
  origins: ['http://127.0.0.1:1', 'http://127.0.0.1:2'],
  apiBase: 'http://127.0.0.1:1/api',
  clientAuthorization: 'Basic x',
  documentedPaths: new Set(['/api/v3/main/user/']),
  cpuRoots: { api: [], database: [] },
  stop: async () => {},
};

describe('measureAtFixedRate', () => {
  it('a load that did not finish fails its row instead of ending the run', async () => {
    const row = await measureAtFixedRate(target, {
      subject: 'GET /api/v3/main/user/',
      documentedPath: '/api/v3/main/user/',
      budget: { rate: 2000, p99Ms: 25 },
      job: async () => ({ method: 'GET', path: '/api/v3/main/user/', headers: {} }),
    });
    expect(row).toMatchObject({
      verdict: 'FAIL',
      figure: 'did not finish: The load process did not finish within 62000 ms',
    });
  });
});
