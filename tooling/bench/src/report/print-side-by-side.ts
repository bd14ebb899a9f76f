import type { Row } from './row.ts';

/** A row measured under one configuration of the system (e.g. 'SQLite', 'PostgreSQL, 2 instances'). */
export interface ConfiguredRow {
  configuration: string;
  row: Row;
}

/**
 * The same rows under several configurations in one table: one line per subject and load, its
 * budget, then one column per configuration with that configuration's figure (✗ when it fails the
 * budget, '—' when it was not run there).
 */
export function formatSideBySide(rows: readonly ConfiguredRow[]): string {
  const configurations = [...new Set(rows.map(({ configuration }) => configuration))];
  const keyOf = (row: Row) => `${row.subject}\u0000${row.measure}`;
  const lines = new Map<string, Row>();
  for (const { row } of rows) if (!lines.has(keyOf(row))) lines.set(keyOf(row), row);
  const cell = (line: Row, configuration: string) => {
    const found = rows.find(
      (candidate) => candidate.configuration === configuration && keyOf(candidate.row) === keyOf(line),
    )?.row;
    if (!found) return '—';
    return found.verdict === 'FAIL' ? `${found.figure} ✗` : found.figure;
  };
  const table = [
    ['subject', 'measure', 'budget (§4)', ...configurations],
    ...[...lines.values()].map((line) => [
      line.subject,
      line.measure,
      line.budget,
      ...configurations.map((configuration) => cell(line, configuration)),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  const format = (line: string[]) =>
    line
      .map((text, i) => text.padEnd(widths[i]!))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [format(table[0]!), rule, ...table.slice(1).map(format)].join('\n');
}
