import type { LighthouseFigures } from '@resident/test-stack/lighthouse';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_GOAL, lighthouseRows, RESIDENT_GOAL } from './lighthouse-rows.ts';

const run = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  lighthouseVersion: '12.8.2',
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1_100,
  tbtMs: 50,
  cls: 0,
  transferBytes: 140 * 1024,
  losing: {},
  ...overrides,
});

const byMeasure = (rows: ReturnType<typeof lighthouseRows>) =>
  Object.fromEntries(rows.map((row) => [row.measure, `${row.figure} ${row.verdict}`]));

describe('lighthouseRows', () => {
  it('takes each figure’s own median over the runs and checks it against the guest goal', () => {
    const runs = [
      run({ fcpMs: 2_000, tbtMs: 40 }),
      run({ fcpMs: 900, tbtMs: 300 }),
      run({ fcpMs: 950, tbtMs: 120, cls: 0.01 }),
    ];
    expect(byMeasure(lighthouseRows({ label: '/login', url: 'http://x/login', runs }))).toEqual({
      perf: '99 pass',
      a11y: '100 pass',
      'best practices': '100 pass',
      SEO: '100 pass',
      FCP: '0.95 s pass',
      LCP: '1.10 s pass',
      TBT: '120 ms FAIL',
      CLS: '0.000 pass',
      transfer: '140 KiB info',
      'LCP element': '— info',
    });
  });

  it('holds a resident route to the resident goal and names the median run’s LCP element', () => {
    const runs = [
      run({ lcpMs: 1_900, lcpElement: 'Лицевой счёт' }),
      run({ lcpMs: 2_400, lcpElement: 'Задачи' }),
      run({ lcpMs: 1_200, lcpElement: 'Шапка' }),
    ];
    expect(byMeasure(lighthouseRows({ label: 'billing', url: 'http://x/b', runs, goal: RESIDENT_GOAL }))).toMatchObject(
      {
        perf: '99 pass',
        SEO: '100 info',
        FCP: '0.90 s info',
        LCP: '1.90 s pass',
        TBT: '50 ms pass',
        'LCP element': 'Лицевой счёт info',
      },
    );
    expect(byMeasure(lighthouseRows({ label: 'dashboard', url: 'http://x/d', runs, goal: DASHBOARD_GOAL })).LCP).toBe(
      '1.90 s FAIL',
    );
  });

  it('lists a page that was not measured with the reason', () => {
    expect(
      lighthouseRows({ label: 'appeals', url: 'http://x/a', runs: [], notMeasured: 'the portal redirects it to /x' }),
    ).toEqual([
      {
        subject: 'appeals',
        measure: 'perf',
        figure: 'not measured: the portal redirects it to /x',
        budget: '—',
        verdict: 'not measured',
      },
    ]);
  });

  it('lets a page lose points to its expected audits alone, and to nothing else', () => {
    const expectedLosses = { audits: ['http-status-code'], why: '404' };
    const expected = run({
      scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 69 },
      losing: { seo: ['http-status-code'] },
    });
    expect(byMeasure(lighthouseRows({ label: 'nf', url: 'http://x/nf', runs: [expected], expectedLosses })).SEO).toBe(
      '69 (404) pass',
    );
    const more = run({
      scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 61 },
      losing: { seo: ['http-status-code', 'meta-description'] },
    });
    expect(byMeasure(lighthouseRows({ label: 'nf', url: 'http://x/nf', runs: [more], expectedLosses })).SEO).toBe(
      '61 FAIL',
    );
    expect(byMeasure(lighthouseRows({ label: 'nf', url: 'http://x/nf', runs: [expected] })).SEO).toBe('69 FAIL');
  });
});
