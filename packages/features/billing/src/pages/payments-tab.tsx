import { errorMessageOf } from '@resident/api';
import type { PaymentKind } from '@resident/contract';
import { formatKopecks, LoadError, SubPanel, useSubPanel } from '@resident/ui';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useDownloadFiscalReceiptMutation,
  useExportPaymentsMutation,
  useGetPaymentHistoryQuery,
} from '../api/billing-api.ts';
import { BILLING_TEXTS, KIND_LABELS } from '../lib/texts.ts';
import { useFileActions } from '../model/use-file-actions.ts';
import { PaymentHistory } from '../ui/payment-history/index.ts';
import { PeriodFilter, type PeriodValue } from '../ui/period-filter/index.ts';

const PAGE_SIZE = 20;

const KINDS = Object.keys(KIND_LABELS) as PaymentKind[];
const isKind = (value: string | null): value is PaymentKind => value !== null && (KINDS as string[]).includes(value);

/**
 * «Платежи»: the history for a period (?from=&to=, dates inclusive) and a kind (?kind=), what the
 * chosen period paid and got back, each line's cash receipt, and the export as CSV or XLSX.
 */
export function PaymentsTab({ contragentId }: { contragentId: number }) {
  const [search, setSearch] = useSearchParams();
  const requestedKind = search.get('kind');
  const kind = isKind(requestedKind) ? requestedKind : undefined;
  const filter = {
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    ...(kind ? { kind } : {}),
  };
  const period: PeriodValue = { from: filter.from, to: filter.to };
  const [page, setPage] = useState(1);
  const history = useGetPaymentHistoryQuery({ contragentId, ...filter, page, size: PAGE_SIZE });
  const [exportPayments, exporting] = useExportPaymentsMutation();
  const [downloadReceipt] = useDownloadFiscalReceiptMutation();
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

  const changeKind = (next: PaymentKind | undefined) => {
    setPage(1);
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (next) params.set('kind', next);
      else params.delete('kind');
      return params;
    });
  };

  const exportAs = async (type: 'csv' | 'xlsx') => {
    setFormat(type);
    await files.download(() => exportPayments({ contragentId, ...filter, format: type }).unwrap());
    setFormat(undefined);
  };

  // «Оплачено за период» sums the period the resident chose (design.md §3: the history with a
  // period filter); with no period chosen there is no period to speak of, so no total.
  const periodChosen = Boolean(filter.from || filter.to);
  const totals = periodChosen ? history.data?.totals : undefined;

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
        <Select<PaymentKind | 'all'>
          aria-label={BILLING_TEXTS.kindFilter}
          value={kind ?? 'all'}
          onChange={(value) => changeKind(value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: BILLING_TEXTS.allKinds },
            ...KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
          ]}
          style={{ minWidth: 220 }}
        />
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
        <LoadError
          title={BILLING_TEXTS.loadFailed}
          message={errorMessageOf(history.error)}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <>
          {totals ? (
            <Typography.Text>
              {BILLING_TEXTS.totalPaid(formatKopecks(totals.paid))}
              {totals.refunded > 0 ? ` · ${BILLING_TEXTS.totalRefunded(formatKopecks(totals.refunded))}` : ''}
            </Typography.Text>
          ) : null}
          <PaymentHistory
            page={history.data}
            loading={history.isFetching}
            onPageChange={setPage}
            onReceipt={({ receiptId }) => {
              if (receiptId !== null) void files.download(() => downloadReceipt({ contragentId, receiptId }).unwrap());
            }}
          />
        </>
      )}
    </Flex>
  );
}
