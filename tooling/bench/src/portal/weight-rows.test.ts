import { describe, expect, it } from 'vitest';
import { BUDGETS, RESIDENT_FIRST_LOAD_CEILINGS } from '../budgets.ts';
import { parseBuildManifest } from './build-manifest.ts';
import { weightRows, type LoadedResource } from './weight-rows.ts';

const manifest = parseBuildManifest({
  'index.html': { file: 'assets/index.js', isEntry: true },
  'pages/login.tsx': {
    file: 'assets/login-page-C9QRkdQ8.js',
    src: '../../packages/features/auth/src/pages/login.tsx',
    isDynamicEntry: true,
  },
});
const js = (path: string, gzipBytes: number): LoadedResource => ({ path, kind: 'js', gzipBytes });
const shell = (gzipBytes: number) => js('/assets/index.js', gzipBytes);
const page = (gzipBytes: number) => js('/assets/login-page-C9QRkdQ8.js', gzipBytes);
const login = { path: '/login', guest: true };
const verdicts = (rows: { verdict: string }[]) => rows.map((row) => row.verdict);

describe('weightRows', () => {
  it('holds /login to 170 kB and each own chunk to 60 kB, both inclusive', () => {
    expect(
      verdicts(weightRows(login, [shell(BUDGETS.loginFirstLoadBytes - 1000), page(1000)], manifest, '/login')),
    ).toEqual(['pass', 'pass']);
    expect(verdicts(weightRows(login, [shell(BUDGETS.loginFirstLoadBytes), page(1)], manifest, '/login'))).toEqual([
      'FAIL',
      'pass',
    ]);
    expect(verdicts(weightRows(login, [shell(1), page(BUDGETS.routeChunkBytes + 1)], manifest, '/login'))).toEqual([
      'pass',
      'FAIL',
    ]);
  });

  it("holds the other guest routes to /login's 170 kB: the guest frame plus their own chunk", () => {
    const pay = { path: '/pay', guest: true };
    const [within] = weightRows(pay, [shell(BUDGETS.loginFirstLoadBytes - 1), page(1)], manifest, '/login');
    expect(within).toMatchObject({ verdict: 'pass', budget: '≤ 170.0 kB (as /login)' });
    expect(verdicts(weightRows(pay, [shell(BUDGETS.loginFirstLoadBytes), page(1)], manifest, '/login'))[0]).toBe(
      'FAIL',
    );
  });

  it("holds a resident route to its ceiling for now and shows §4's 250 kB beside it", () => {
    const route = { path: '/resident/:userId/prizes', guest: false };
    const ceiling = RESIDENT_FIRST_LOAD_CEILINGS.other;
    const [within] = weightRows(route, [shell(ceiling - 1), page(1)], manifest, '/login');
    expect(within).toMatchObject({
      verdict: 'pass',
      budget: `≤ ${(ceiling / 1000).toFixed(1)} kB for now (§4: ≤ 250.0 kB)`,
    });
    expect(verdicts(weightRows(route, [shell(ceiling), page(1)], manifest, '/login'))[0]).toBe('FAIL');
  });

  it('names the own chunk and counts the JS and CSS files', () => {
    const [first, own] = weightRows(
      login,
      [shell(100_000), page(2_500), { path: '/assets/boot.css', kind: 'css', gzipBytes: 1_000 }],
      manifest,
      '/login',
    );
    expect(first?.figure).toBe('103.5 kB (JS 102.5 kB + CSS 1.0 kB); 3 JS/CSS files');
    expect(own?.figure).toBe('2.5 kB login-page');
  });
});
