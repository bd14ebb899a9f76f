import type { Row } from './row.ts';

const HEADER: Row = {
  subject: 'subject',
  measure: 'measure',
  figure: 'figure',
  budget: 'budget (§4)',
  verdict: 'info',
};
const COLUMNS = ['subject', 'measure', 'figure', 'budget'] as const;

/** One plain-text table, columns padded to their widest cell; the verdict comes last. */
export function formatTable(rows: readonly Row[]): string {
  const widths = COLUMNS.map((column) => Math.max(...[HEADER, ...rows].map((row) => row[column].length)));
  const line = (row: Row, verdict: string) =>
    `${COLUMNS.map((column, i) => row[column].padEnd(widths[i]!)).join(' │ ')} │ ${verdict}`;
  const rule = `${widths.map((width) => '─'.repeat(width)).join('─┼─')}─┼─${'─'.repeat(12)}`;
  return [line(HEADER, 'result'), rule, ...rows.map((row) => line(row, row.verdict))].join('\n');
}

export function summary(rows: readonly Row[]): string {
  const count = (verdict: Row['verdict']) => rows.filter((row) => row.verdict === verdict).length;
  return `${count('pass')} passed, ${count('FAIL')} failed, ${count('not measured')} not measured`;
}
