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
});
