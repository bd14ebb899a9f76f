import type { Page, PaymentRecord } from '@resident/contract';
import { formatKopecks } from '@resident/payments';
import { formatDateTime, PagedList } from '@resident/ui';
import { Badge, Empty, Flex, Typography } from 'antd';
import { BILLING_TEXTS, CHANNEL_LABELS, STATUS_COLORS, STATUS_LABELS } from '../../lib/texts.ts';

export interface PaymentHistoryProps {
  page?: Page<PaymentRecord>;
  loading?: boolean;
  onPageChange: (page: number) => void;
}

function Entry({ payment }: { payment: PaymentRecord }) {
  return (
    <Flex justify="space-between" align="start" gap={12} wrap>
      <div style={{ minWidth: 0 }}>
        <div>{payment.description}</div>
        <Typography.Text type="secondary">
          {formatDateTime(payment.createdAt)} · {CHANNEL_LABELS[payment.channel]}
        </Typography.Text>
      </div>
      <Flex vertical align="end" gap={4}>
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatKopecks(payment.amount)}
        </Typography.Text>
        {/* A coloured dot beside dark text: antd's light tags fail the contrast check (design.md, axe). */}
        <Badge status={STATUS_COLORS[payment.status]} text={STATUS_LABELS[payment.status]} />
      </Flex>
    </Flex>
  );
}

/** The payments history, a page at a time; a payment at the acquirer shows as «В обработке». */
export function PaymentHistory({ page, loading = false, onPageChange }: PaymentHistoryProps) {
  return (
    <PagedList
      aria-label="История платежей"
      items={page?.content ?? []}
      itemKey={(payment) => payment.id}
      renderItem={(payment) => <Entry payment={payment} />}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />}
      loading={loading}
      page={page ? { current: page.page, pageSize: page.size, total: page.totalElements, onChange: onPageChange } : undefined}
    />
  );
}
