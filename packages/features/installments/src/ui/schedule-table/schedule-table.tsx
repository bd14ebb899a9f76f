import type { ScheduledPaymentStatusValue } from '@resident/contract';
import { formatKopecks } from '@resident/payments';
import { formatDate } from '@resident/ui';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { useWideEnough } from '../../model/use-wide-enough.ts';

export interface ScheduleRow {
  number: number;
  dueDate: string;
  amount: number;
  /** Absent in a preview: nothing is paid yet. */
  paidAmount?: number;
  status?: ScheduledPaymentStatusValue;
}

export interface ScheduleTableProps {
  rows: readonly ScheduleRow[];
  /** The table's accessible name. */
  caption: string;
  /** A totals line (the preview's «Итого»). */
  total?: number;
}

interface Column {
  key: string;
  title: string;
  render: (row: ScheduleRow) => ReactNode;
  numeric?: boolean;
}

export function StatusTag({ status }: { status: ScheduledPaymentStatusValue }) {
  return (
    <Tag color={PAYMENT_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {PAYMENT_STATUS_LABELS[status]}
    </Tag>
  );
}

const pairs = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 12, rowGap: 4, margin: 0 } as const;
const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

/**
 * A schedule of payments: a table on a computer; below 576 px one card per payment with «title —
 * value» pairs, so 375 px needs no sideways scrolling. Money is formatted here, at the edge.
 */
export function ScheduleTable({ rows, caption, total }: ScheduleTableProps) {
  const wide = useWideEnough();
  const withPaid = rows.some((row) => row.paidAmount !== undefined);
  const columns: Column[] = [
    { key: 'number', title: T.paymentNumber, render: (row) => row.number },
    { key: 'dueDate', title: T.dueDate, render: (row) => formatDate(row.dueDate) },
    { key: 'amount', title: T.amount, render: (row) => formatKopecks(row.amount), numeric: true },
    ...(withPaid
      ? [
          { key: 'paid', title: T.paidAmount, render: (row: ScheduleRow) => formatKopecks(row.paidAmount ?? 0), numeric: true },
          { key: 'status', title: T.status, render: (row: ScheduleRow) => (row.status ? <StatusTag status={row.status} /> : null) },
        ]
      : []),
  ];

  if (!wide) {
    return (
      <ul aria-label={caption} style={cardList}>
        {rows.map((row) => (
          <li key={row.number}>
            <Card size="small" title={T.payment(row.number)} extra={row.status ? <StatusTag status={row.status} /> : null}>
              <dl style={pairs}>
                {columns
                  .filter((column) => column.key !== 'number' && column.key !== 'status')
                  .map((column) => (
                    <div key={column.key} style={{ display: 'contents' }}>
                      <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{column.title}</dt>
                      <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{column.render(row)}</dd>
                    </div>
                  ))}
              </dl>
            </Card>
          </li>
        ))}
        {total === undefined ? null : (
          <li>
            <Card size="small">
              <dl style={pairs}>
                <dt>
                  <strong>{T.previewTotal}</strong>
                </dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>
                  <strong>{formatKopecks(total)}</strong>
                </dd>
              </dl>
            </Card>
          </li>
        )}
      </ul>
    );
  }

  const tableColumns: TableColumnsType<ScheduleRow> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.numeric ? 'right' : 'left',
    render: (_value: unknown, row: ScheduleRow) => column.render(row),
  }));
  return (
    // A focusable region with the caption as its name: antd puts aria-label on its wrapper, not the
    // table, and a keyboard must be able to scroll a wide table sideways (axe scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<ScheduleRow>
        size="small"
        columns={tableColumns}
        dataSource={rows as ScheduleRow[]}
        rowKey={(row) => row.number}
        pagination={false}
        summary={
          total === undefined
            ? undefined
            : () => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{T.previewTotal}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <strong>{formatKopecks(total)}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )
        }
      />
    </div>
  );
}
