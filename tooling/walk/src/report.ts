import type { ScreenResult } from './inspect.ts';

const COLUMNS = ['width', 'screen', 'axe', 'overflow', 'clipped', 'console', 'notes'] as const;
type Cells = Record<(typeof COLUMNS)[number], string>;

const count = (list: readonly string[]) => (list.length === 0 ? '·' : String(list.length));

/** One row per screen and width: how many findings of each kind ('·' for none). */
export function brandRows(results: ReadonlyMap<number, readonly ScreenResult[]>): Cells[] {
  return [...results].flatMap(([width, screens]) =>
    screens.map((screen) => ({
      width: String(width),
      screen: screen.label,
      axe: count(screen.axe),
      overflow: count(screen.overflow),
      clipped: count(screen.clipped),
      console: count(screen.console),
      notes: screen.notes.join('; '),
    })),
  );
}

/** A brand's table, columns padded to their widest cell, then every finding spelt out. */
export function formatBrand(brand: string, results: ReadonlyMap<number, readonly ScreenResult[]>): string {
  const rows = brandRows(results);
  const header: Cells = {
    width: 'width',
    screen: 'screen',
    axe: 'axe',
    overflow: 'overflow',
    clipped: 'clipped',
    console: 'console',
    notes: 'notes',
  };
  const widths = COLUMNS.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: Cells) =>
    COLUMNS.map((column, i) => row[column].padEnd(widths[i]!))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  const details = [...results].flatMap(([width, screens]) =>
    screens.flatMap((screen) =>
      (['axe', 'overflow', 'clipped', 'console'] as const).flatMap((kind) =>
        screen[kind].map((finding) => `  ${width} ${screen.label} [${kind}] ${finding}`),
      ),
    ),
  );
  return [
    `Brand «${brand}»:`,
    line(header),
    rule,
    ...rows.map(line),
    ...(details.length > 0 ? ['', 'Findings:', ...details] : ['', 'No findings.']),
  ].join('\n');
}

/** Findings of every kind, for the exit code and the summary line. */
export const findingCount = (results: ReadonlyMap<number, readonly ScreenResult[]>) =>
  [...results.values()]
    .flat()
    .reduce(
      (sum, screen) => sum + screen.axe.length + screen.overflow.length + screen.clipped.length + screen.console.length,
      0,
    );
