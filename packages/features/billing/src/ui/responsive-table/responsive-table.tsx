import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type Key, type ReactNode } from 'react';
import { useWideEnough } from '@resident/ui';

/** antd's `sm` (spec §9 breakpoints): below it a table does not fit a phone. */
const CARDS_BELOW_PX = 576;

export interface ResponsiveColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Right-aligned figures (money, counts). */
  numeric?: boolean;
}

export interface ResponsiveTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly ResponsiveColumn<T>[];
  /** The card title on a phone (the table's first column is left out of the card body). */
  cardTitle: (row: T) => ReactNode;
  /** A totals row: under the table, a last card on a phone. */
  totals?: { title: string; cells: Partial<Record<string, ReactNode>> };
  caption: string;
  loading?: boolean;
}

const WIDE = `(min-width: ${CARDS_BELOW_PX}px)`;
const loadWideTable = () => import('./wide-table.tsx');
// lazy() drops the component's type parameter: the rows' type is restored where it is rendered.
const WideTable = lazy(loadWideTable) as unknown as <T extends object>(
  props: Omit<ResponsiveTableProps<T>, 'cardTitle'>,
) => ReactNode;
// A computer starts the table's code as this module arrives, beside the page's data, rather than
// when the first table renders.
if (typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches) void loadWideTable();

const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const pairs = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 12,
  rowGap: 4,
  margin: 0,
} as const;

function Pairs({ entries }: { entries: [string, ReactNode][] }) {
  return (
    <dl style={pairs}>
      {entries.map(([title, value]) => (
        <div key={title} style={{ display: 'contents' }}>
          <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{title}</dt>
          <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A wide table on a computer; below 576 px (antd's `sm`, spec §9 breakpoints) the same figures as
 * one card per row with «title — value» pairs, read top to bottom without sideways scrolling.
 */
export function ResponsiveTable<T extends object>({
  rows,
  rowKey,
  columns,
  cardTitle,
  totals,
  caption,
  loading,
}: ResponsiveTableProps<T>) {
  if (!useWideEnough(CARDS_BELOW_PX)) {
    return (
      <ul aria-label={caption} style={cardList}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <Card size="small" title={cardTitle(row)}>
              <Pairs entries={columns.slice(1).map((column) => [column.title, column.render(row)])} />
            </Card>
          </li>
        ))}
        {totals ? (
          <li>
            <Card size="small" title={totals.title}>
              <Pairs
                entries={columns
                  .filter((column) => column.key in totals.cells)
                  .map((column) => [column.title, totals.cells[column.key]])}
              />
            </Card>
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <WideTable rows={rows} rowKey={rowKey} columns={columns} totals={totals} caption={caption} loading={loading} />
    </Suspense>
  );
}
