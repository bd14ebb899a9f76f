import { PagedList } from '@resident/ui';
import { Button, Empty, Flex } from 'antd';
import { useState } from 'react';
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
  /** Months a page; a year by default. */
  pageSize?: number;
}

/** A year of receipts a page: the API gives every month at once (49 and growing for the demo resident). */
export const RECEIPTS_PAGE_SIZE = 12;

/**
 * Every month with a ledger, newest first and paged (design.md §4: a list that grows is paged):
 * open its receipt (PDF in a new tab), download it, or have it sent again.
 */
export function ReceiptList({
  periods,
  loading,
  busy,
  onOpen,
  onDownload,
  onNotReceived,
  pageSize = RECEIPTS_PAGE_SIZE,
}: ReceiptListProps) {
  const [requested, setPage] = useState(1);
  // Fewer months than before (another account): the last page there is, not an empty one.
  const current = Math.min(requested, Math.max(1, Math.ceil(periods.length / pageSize)));
  const shown = periods.slice((current - 1) * pageSize, current * pageSize);
  const busyWith = (period: string, action: 'open' | 'download' | 'send') =>
    busy?.period === period && busy.action === action;
  return (
    <PagedList
      aria-label="Квитанции"
      items={shown}
      itemKey={(period) => period}
      loading={loading}
      page={{ current, pageSize, total: periods.length, onChange: (page) => setPage(page) }}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />}
      renderItem={(period) => {
        const title = periodTitle(period);
        return (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <span>{BILLING_TEXTS.receiptFor(title.toLowerCase())}</span>
            <Flex gap={8} wrap>
              <Button
                size="small"
                loading={busyWith(period, 'open')}
                onClick={() => onOpen(period)}
                aria-label={`${BILLING_TEXTS.openReceipt}: ${title}`}
              >
                {BILLING_TEXTS.openReceipt}
              </Button>
              <Button
                size="small"
                loading={busyWith(period, 'download')}
                onClick={() => onDownload(period)}
                aria-label={`${BILLING_TEXTS.downloadReceipt}: ${title}`}
              >
                {BILLING_TEXTS.downloadReceipt}
              </Button>
              <Button
                size="small"
                type="link"
                loading={busyWith(period, 'send')}
                onClick={() => onNotReceived(period)}
                aria-label={`${BILLING_TEXTS.notReceived}: ${title}`}
              >
                {BILLING_TEXTS.notReceived}
              </Button>
            </Flex>
          </Flex>
        );
      }}
    />
  );
}
