import type { ScheduledPaymentStatusValue } from '@resident/contract';
import { formatDate, formatKopecks, useWideEnough } from '@resident/ui';
import type { ReactNode } from 'react';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { Badge, Pairs, Panel, visuallyHidden } from '../parts/index.ts';

/** antd's `sm` (spec §9 breakpoints): below it a table does not fit a phone. */
const CARDS_BELOW_PX = 576;

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
  /** What a row offers (an agreement's «Оплатить платёж»); null for none. Adds the «Оплата» column. */
  action?: (row: ScheduleRow) => ReactNode;
}

interface Column {
  key: string;
  title: string;
  render: (row: ScheduleRow) => ReactNode;
  numeric?: boolean;
}

export function StatusTag({ status }: { status: ScheduledPaymentStatusValue }) {
  return <Badge color={PAYMENT_STATUS_COLORS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
const cell = (numeric?: boolean) =>
  ({ padding: 8, borderBottom: '1px solid #f0f0f0', textAlign: numeric ? 'right' : 'left' }) as const;

/**
 * A schedule of payments: a table on a computer; below 576 px one card per payment with «title —
 * value» pairs, so 375 px needs no sideways scrolling. Money is formatted here, at the edge. A plain
 * table: a schedule has 2 to 6 rows, and antd's Table would add ~46 kB gzip to the route.
 */
export function ScheduleTable({ rows, caption, total, action }: ScheduleTableProps) {
  const wide = useWideEnough(CARDS_BELOW_PX);
  const withPaid = rows.some((row) => row.paidAmount !== undefined);
  const columns: Column[] = [
    { key: 'number', title: T.paymentNumber, render: (row) => row.number },
    { key: 'dueDate', title: T.dueDate, render: (row) => formatDate(row.dueDate) },
    { key: 'amount', title: T.amount, render: (row) => formatKopecks(row.amount), numeric: true },
    ...(withPaid
      ? [
          {
            key: 'paid',
            title: T.paidAmount,
            render: (row: ScheduleRow) => formatKopecks(row.paidAmount ?? 0),
            numeric: true,
          },
          {
            key: 'status',
            title: T.status,
            render: (row: ScheduleRow) => (row.status ? <StatusTag status={row.status} /> : null),
          },
        ]
      : []),
    ...(action ? [{ key: 'action', title: T.payColumn, render: (row: ScheduleRow) => action(row) }] : []),
  ];

  if (!wide) {
    return (
      <ul aria-label={caption} style={cardList}>
        {rows.map((row) => (
          <li key={row.number}>
            <Panel title={T.payment(row.number)} extra={row.status ? <StatusTag status={row.status} /> : null}>
              <Pairs
                entries={columns
                  .filter((column) => !['number', 'status', 'action'].includes(column.key))
                  .map((column) => [column.title, column.render(row)] as const)}
              />
              {action ? <div style={{ marginTop: 8 }}>{action(row)}</div> : null}
            </Panel>
          </li>
        ))}
        {total === undefined ? null : (
          <li>
            <Panel title={T.previewTotal}>
              <Pairs entries={[[T.amount, <strong key="total">{formatKopecks(total)}</strong>]]} />
            </Panel>
          </li>
        )}
      </ul>
    );
  }

  return (
    // A focusable region named by the caption, so a keyboard can scroll it sideways if it must.
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
        <caption style={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{ ...cell(column.numeric), background: '#fafafa', fontWeight: 600 }}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              {columns.map((column) => (
                <td key={column.key} style={cell(column.numeric)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total === undefined ? null : (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} style={{ ...cell(), fontWeight: 600 }}>
                {T.previewTotal}
              </th>
              <td style={{ ...cell(true), fontWeight: 600 }}>{formatKopecks(total)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
