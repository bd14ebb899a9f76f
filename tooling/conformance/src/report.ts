export type Result = 'passed' | 'failed' | 'skipped';

export interface Row {
  operation: string;
  check: string;
  result: Result;
  /** What differed from the contract (failed), why it was not called (skipped), or a note. */
  differed: string;
}

/** The rows in the order the checks ran. */
export class Report {
  readonly rows: Row[] = [];

  add(row: Row): Row {
    this.rows.push(row);
    return row;
  }

  count(result: Result): number {
    return this.rows.filter((row) => row.result === result).length;
  }

  get failed(): boolean {
    return this.count('failed') > 0;
  }
}

const MAX_DIFFERED = 160;

/** A plain-text table (operation, check, result, what differed) and the closing line. */
export function formatReport(report: Report): string {
  const cells = report.rows.map((row) => [row.operation, row.check, row.result, clip(row.differed)]);
  const header = ['operation', 'check', 'result', 'what differed'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((value, column) => (column === 3 ? value : value.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    '',
    closingLine(report),
  ].join('\n');
}

export function closingLine(report: Report): string {
  return `${report.count('passed')} passed, ${report.count('failed')} failed (${report.count('skipped')} skipped)`;
}

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_DIFFERED ? `${flat.slice(0, MAX_DIFFERED - 1)}…` : flat;
};
