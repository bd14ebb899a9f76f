import { describe, expect, it } from 'vitest';
import { formatMatrix } from './print-matrix.ts';
import { checked, info } from './row.ts';

describe('formatMatrix', () => {
  it('puts one subject a line, one measure a column, budgets first and failures marked', () => {
    const table = formatMatrix([
      checked('/login', 'perf', '97', '≥ 99', false),
      info('/login', 'transfer', '151 KiB'),
      checked('/pay', 'perf', '99', '≥ 99', true),
    ]);
    expect(table.split('\n')).toEqual([
      'page   │ perf │ transfer',
      '───────┼──────┼─────────',
      'budget │ ≥ 99 │ —       ',
      '/login │ 97 ✗ │ 151 KiB ',
      '/pay   │ 99   │ —       ',
    ]);
  });

  it('repeats the budget line before a subject held to other budgets', () => {
    const table = formatMatrix([
      checked('/login', 'LCP', '1.0 s', '≤ 1.2 s', true),
      checked('dashboard', 'LCP', '1.4 s', '≤ 1.5 s', true),
      checked('billing', 'LCP', '2.1 s', '≤ 2.0 s', false),
      checked('profile', 'LCP', '1.9 s', '≤ 2.0 s', true),
    ]);
    expect(table.split('\n').map((line) => line.trimEnd())).toEqual([
      'page      │ LCP',
      '──────────┼────────',
      'budget    │ ≤ 1.2 s',
      '/login    │ 1.0 s',
      'budget    │ ≤ 1.5 s',
      'dashboard │ 1.4 s',
      'budget    │ ≤ 2.0 s',
      'billing   │ 2.1 s ✗',
      'profile   │ 1.9 s',
    ]);
  });
});
