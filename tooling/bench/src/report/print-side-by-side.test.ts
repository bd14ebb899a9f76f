import { describe, expect, it } from 'vitest';
import { formatSideBySide } from './print-side-by-side.ts';
import { checked, notMeasured } from './row.ts';

describe('formatSideBySide', () => {
  it('puts each configuration’s figure of a row side by side, marking failures and rows not run', () => {
    const budget = 'p99 ≤ 25 ms at 500 req/s, all 2xx';
    const text = formatSideBySide([
      { configuration: 'SQLite', row: checked('GET /a', '500 req/s', '500 req/s, p99 3 ms', budget, true) },
      { configuration: 'SQLite', row: checked('GET /b', '500 req/s', '500 req/s, p99 9 ms', budget, true) },
      { configuration: 'PostgreSQL ×2', row: checked('GET /a', '500 req/s', '480 req/s, p99 40 ms', budget, false) },
      { configuration: 'PostgreSQL ×2', row: notMeasured('GET /c', '500 req/s', 'no such endpoint', budget) },
    ]);
    const lines = text.split('\n').map((line) => line.split('│').map((cell) => cell.trim()));
    expect(lines[0]).toEqual(['subject', 'measure', 'budget (§4)', 'SQLite', 'PostgreSQL ×2']);
    expect(lines.slice(2)).toEqual([
      ['GET /a', '500 req/s', budget, '500 req/s, p99 3 ms', '480 req/s, p99 40 ms ✗'],
      ['GET /b', '500 req/s', budget, '500 req/s, p99 9 ms', '—'],
      ['GET /c', '500 req/s', budget, '—', 'not measured: no such endpoint'],
    ]);
  });
});
