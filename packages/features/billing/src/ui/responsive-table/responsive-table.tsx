import { Card, ConfigProvider, Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
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

// The wide table is dense: billing's charges have twelve columns, and at 1280×800 beside the side
// navigation (1016 px) antd's small cells (8 px each side, 14 px titles) needed 1136 px, cutting
// «Долг на конец». Titles wrap between words at 12 px; figures keep 14 px and never wrap.
const denseTable = { components: { Table: { cellPaddingInlineSM: 4 } } };
const headerCell = { style: { fontSize: 12, lineHeight: 1.35 } };
const cell = (numeric?: boolean) => ({ style: numeric ? { whiteSpace: 'nowrap' as const } : {} });

const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const pairs = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 12, rowGap: 4, margin: 0 } as const;

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
export function ResponsiveTable<T extends object>({ rows, rowKey, columns, cardTitle, totals, caption, loading }: ResponsiveTableProps<T>) {
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
              <Pairs entries={columns.filter((column) => column.key in totals.cells).map((column) => [column.title, totals.cells[column.key]])} />
            </Card>
          </li>
        ) : null}
      </ul>
    );
  }
  const tableColumns: TableColumnsType<T> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.numeric ? 'right' : 'left',
    render: (_value: unknown, row: T) => column.render(row),
    onHeaderCell: () => headerCell,
    onCell: () => cell(column.numeric),
  }));
  return (
    // The wide table scrolls sideways inside its own box, which a keyboard can focus and scroll (axe
    // scrollable-region-focusable); antd's own scroll container cannot take a tabIndex.
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <ConfigProvider theme={denseTable}>
        <Table<T>
          aria-label={caption}
          size="small"
          loading={loading}
          columns={tableColumns}
          dataSource={rows as T[]}
          rowKey={(row) => rowKey(row)}
          pagination={false}
          summary={
            totals
              ? () => (
                  <Table.Summary.Row>
                    {columns.map((column, index) => (
                      <Table.Summary.Cell key={column.key} index={index} align={column.numeric ? 'right' : 'left'}>
                        {index === 0 ? <strong>{totals.title}</strong> : <strong style={{ whiteSpace: 'nowrap' }}>{totals.cells[column.key]}</strong>}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                )
              : undefined
          }
        />
      </ConfigProvider>
    </div>
  );
}
