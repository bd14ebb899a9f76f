import type { Row } from './row.ts';

/**
 * Rows as one line per subject and one column per measure (the shape of a Lighthouse
 * table), with a line of budgets first and again before each subject whose budgets differ from the
 * line above it (guest pages, then resident routes). A figure that fails its budget is marked ✗; a
 * subject missing a measure shows '—'.
 */
export function formatMatrix(rows: readonly Row[], firstColumn = 'page'): string {
  const subjects = [...new Set(rows.map((row) => row.subject))];
  const measures = [...new Set(rows.map((row) => row.measure))];
  const cell = (subject: string, measure: string) => {
    const row = rows.find((candidate) => candidate.subject === subject && candidate.measure === measure);
    if (!row) return '—';
    return row.verdict === 'FAIL' ? `${row.figure} ✗` : row.figure;
  };
  const budget = (subject: string, measure: string) =>
    rows.find((row) => row.subject === subject && row.measure === measure && row.budget !== '—')?.budget;
  const lines = [[firstColumn, ...measures]];
  let budgets: string[] | undefined;
  for (const subject of subjects) {
    const own = measures.map((measure) => budget(subject, measure));
    // A subject without any budget (not measured) keeps the line above.
    if (own.some((text) => text !== undefined)) {
      const line = own.map((text) => text ?? '—');
      if (budgets === undefined || line.join('\0') !== budgets.join('\0')) lines.push(['budget', ...line]);
      budgets = line;
    }
    lines.push([subject, ...measures.map((measure) => cell(subject, measure))]);
  }
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  const format = (line: string[]) => line.map((text, i) => text.padEnd(widths[i]!)).join(' │ ');
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [format(lines[0]!), rule, ...lines.slice(1).map(format)].join('\n');
}
