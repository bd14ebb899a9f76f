import { ConfigProvider, Table, type TableColumnsType } from 'antd';
import type { ResponsiveTableProps } from './responsive-table.tsx';

// The wide table is dense: billing's charges have twelve columns, and at 1280×800 beside the side
// navigation (1016 px) antd's small cells (8 px each side, 14 px titles) needed 1136 px, cutting
// «Долг на конец». Titles wrap between words at 12 px; figures keep 14 px and never wrap.
const denseTable = { components: { Table: { cellPaddingInlineSM: 4 } } };
const headerCell = { style: { fontSize: 12, lineHeight: 1.35 } };
const cell = (numeric?: boolean) => ({ style: numeric ? { whiteSpace: 'nowrap' as const } : {} });

/**
 * ResponsiveTable on a computer: antd's Table, in a module of its own so that a phone, which gets
 * cards, never downloads it (antd's Table brings its Tree and filters: about 30 kB compressed).
 */
export default function WideTable<T extends object>({
  rows,
  rowKey,
  columns,
  totals,
  caption,
  loading,
}: Omit<ResponsiveTableProps<T>, 'cardTitle'>) {
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
                        {index === 0 ? (
                          <strong>{totals.title}</strong>
                        ) : (
                          <strong style={{ whiteSpace: 'nowrap' }}>{totals.cells[column.key]}</strong>
                        )}
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
