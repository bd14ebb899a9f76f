import type { PaymentHistoryPage, PaymentRecord } from '@resident/contract';
import { formatDateTime, formatKopecks, PagedList } from '@resident/ui';
import { Badge, Button, Empty, Flex, Typography } from 'antd';
import { BILLING_TEXTS, CHANNEL_LABELS, KIND_LABELS, STATUS_COLORS, STATUS_LABELS } from '../../lib/texts.ts';

export interface PaymentHistoryProps {
  page?: PaymentHistoryPage;
  loading?: boolean;
  onPageChange: (page: number) => void;
  /** Downloads a line's cash receipt; lines without one yet show no button. */
  onReceipt?: (payment: PaymentRecord) => void;
}

/** What the line paid, by name: the order as it is called, else the payment's own description. */
const titleOf = (payment: PaymentRecord) => payment.order ?? payment.description;

function Entry({ payment, onReceipt }: { payment: PaymentRecord; onReceipt?: PaymentHistoryProps['onReceipt'] }) {
  const refund = payment.kind === 'refund';
  // An order is paid apart from the bill: say so, so that it is never taken for a bill payment.
  const apart = payment.kind === 'order' || payment.kind === 'state-duty';
  return (
    <Flex justify="space-between" align="start" gap={12} wrap>
      <div style={{ minWidth: 0 }}>
        <Typography.Text type="secondary">{KIND_LABELS[payment.kind]}</Typography.Text>
        <div>{titleOf(payment)}</div>
        <Typography.Text type="secondary">
          {formatDateTime(payment.createdAt)} · {refund ? payment.description : CHANNEL_LABELS[payment.channel]}
          {apart ? ` · ${BILLING_TEXTS.notInDebt}` : ''}
        </Typography.Text>
      </div>
      {/* On a phone this column wraps under the text: it stays on the right, as on a wide screen. */}
      <Flex vertical align="end" gap={4} style={{ marginInlineStart: 'auto' }}>
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {refund ? `+${formatKopecks(payment.amount)}` : formatKopecks(payment.amount)}
        </Typography.Text>
        {/* A coloured dot beside dark text: antd's light tags fail the contrast check (design.md, axe). */}
        <Badge
          status={refund ? 'success' : STATUS_COLORS[payment.status]}
          text={refund ? BILLING_TEXTS.refunded : STATUS_LABELS[payment.status]}
        />
        {payment.receiptId !== null && onReceipt ? (
          <Button
            size="small"
            type="link"
            aria-label={BILLING_TEXTS.receiptOf(titleOf(payment))}
            onClick={() => onReceipt(payment)}
          >
            {BILLING_TEXTS.receipt}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** The payments history, a page at a time; a payment at the acquirer shows as «В обработке», a refund as its own line. */
export function PaymentHistory({ page, loading = false, onPageChange, onReceipt }: PaymentHistoryProps) {
  return (
    <PagedList
      aria-label="История платежей"
      items={page?.content ?? []}
      itemKey={(payment) => `${payment.kind === 'refund' ? 'refund' : 'payment'}-${payment.id}`}
      renderItem={(payment) => <Entry payment={payment} onReceipt={onReceipt} />}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />}
      loading={loading}
      page={
        page
          ? { current: page.page, pageSize: page.size, total: page.totalElements, onChange: onPageChange }
          : undefined
      }
    />
  );
}
