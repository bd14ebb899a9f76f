import { errorMessageOf } from '@resident/api';
import { SubPanel, useSubPanel } from '@resident/ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useExportPaymentsMutation, useGetPaymentHistoryQuery } from '../api/billing-api.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { useFileActions } from '../model/use-file-actions.ts';
import { LoadError } from '../ui/load-error/index.ts';
import { PaymentHistory } from '../ui/payment-history/index.ts';
import { PeriodFilter, type PeriodValue } from '../ui/period-filter/index.ts';

const PAGE_SIZE = 20;

/** «Платежи»: the history for a period (?from=&to=, dates inclusive) and its export as CSV or XLSX. */
export function PaymentsTab({ contragentId }: { contragentId: number }) {
  const [search, setSearch] = useSearchParams();
  const period: PeriodValue = { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  const [page, setPage] = useState(1);
  const history = useGetPaymentHistoryQuery({ contragentId, ...period, page, size: PAGE_SIZE });
  const [exportPayments, exporting] = useExportPaymentsMutation();
  const [format, setFormat] = useState<'csv' | 'xlsx'>();
  const files = useFileActions();
  const subPanel = useSubPanel();

  const changePeriod = (next: PeriodValue) => {
    setPage(1);
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      for (const key of ['from', 'to'] as const) {
        const value = next[key];
        if (value) params.set(key, value);
        else params.delete(key);
      }
      return params;
    });
  };

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setFormat(kind);
    await files.download(() => exportPayments({ contragentId, ...period, format: kind }).unwrap());
    setFormat(undefined);
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" justify="space-between">
        {/* In the portal the period sits in the header's sub panel (spec §2: the filter button opens
            it); where no layout offers one (a story, a test) it stays above the list. */}
        {subPanel.available ? (
          <SubPanel>
            <PeriodFilter value={period} onChange={changePeriod} />
          </SubPanel>
        ) : (
          <PeriodFilter value={period} onChange={changePeriod} />
        )}
        <Flex gap={8} wrap>
          <Button loading={exporting.isLoading && format === 'csv'} onClick={() => void exportAs('csv')}>
            {BILLING_TEXTS.exportCsv}
          </Button>
          <Button loading={exporting.isLoading && format === 'xlsx'} onClick={() => void exportAs('xlsx')}>
            {BILLING_TEXTS.exportXlsx}
          </Button>
        </Flex>
      </Flex>
      {history.isError ? (
        <LoadError message={errorMessageOf(history.error)} onRetry={() => void history.refetch()} />
      ) : (
        <PaymentHistory page={history.data} loading={history.isFetching} onPageChange={setPage} />
      )}
    </Flex>
  );
}
