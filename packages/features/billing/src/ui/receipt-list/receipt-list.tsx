import { PagedList } from '@resident/ui';
import { Button, Empty, Flex } from 'antd';
import { periodTitle } from '../../lib/period.ts';
import { BILLING_TEXTS } from '../../lib/texts.ts';

export interface ReceiptListProps {
  periods: readonly string[];
  loading?: boolean;
  /** The period whose receipt is on its way (its buttons show it). */
  busy?: { period: string; action: 'open' | 'download' | 'send' };
  onOpen: (period: string) => void;
  onDownload: (period: string) => void;
  onNotReceived: (period: string) => void;
}

/** Every month with a ledger: open its receipt (PDF in a new tab), download it, or have it sent again. */
export function ReceiptList({ periods, loading, busy, onOpen, onDownload, onNotReceived }: ReceiptListProps) {
  const busyWith = (period: string, action: 'open' | 'download' | 'send') => busy?.period === period && busy.action === action;
  return (
    <PagedList
      aria-label="Квитанции"
      items={periods}
      itemKey={(period) => period}
      loading={loading}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />}
      renderItem={(period) => {
        const title = periodTitle(period);
        return (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <span>{BILLING_TEXTS.receiptFor(title.toLowerCase())}</span>
            <Flex gap={8} wrap>
              <Button size="small" loading={busyWith(period, 'open')} onClick={() => onOpen(period)} aria-label={`${BILLING_TEXTS.openReceipt}: ${title}`}>
                {BILLING_TEXTS.openReceipt}
              </Button>
              <Button size="small" loading={busyWith(period, 'download')} onClick={() => onDownload(period)} aria-label={`${BILLING_TEXTS.downloadReceipt}: ${title}`}>
                {BILLING_TEXTS.downloadReceipt}
              </Button>
              <Button size="small" type="link" loading={busyWith(period, 'send')} onClick={() => onNotReceived(period)} aria-label={`${BILLING_TEXTS.notReceived}: ${title}`}>
                {BILLING_TEXTS.notReceived}
              </Button>
            </Flex>
          </Flex>
        );
      }}
    />
  );
}
