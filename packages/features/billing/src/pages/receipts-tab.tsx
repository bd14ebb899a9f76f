import { errorMessageOf } from '@resident/api';
import { App } from 'antd';
import { useState } from 'react';
import { useDownloadReceiptMutation, useGetBillingPeriodsQuery, useSendReceiptMutation } from '../api/billing-api.ts';
import { periodInText } from '../lib/period.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { useFileActions } from '../model/use-file-actions.ts';
import { LoadError } from '../ui/load-error/index.ts';
import { ReceiptList, type ReceiptListProps } from '../ui/receipt-list/index.ts';

/** «Квитанции»: any month's receipt as a PDF (open or download), or sent again by email. */
export function ReceiptsTab({ contragentId }: { contragentId: number }) {
  const { message } = App.useApp();
  const periods = useGetBillingPeriodsQuery(contragentId);
  const [downloadReceipt] = useDownloadReceiptMutation();
  const [sendReceipt] = useSendReceiptMutation();
  const [busy, setBusy] = useState<ReceiptListProps['busy']>();
  const files = useFileActions();

  if (periods.isError) return <LoadError message={errorMessageOf(periods.error)} onRetry={() => void periods.refetch()} />;

  const fetchReceipt = (period: string) => () => downloadReceipt({ contragentId, period }).unwrap();
  const run = async (period: string, action: 'open' | 'download' | 'send', work: () => Promise<void>) => {
    setBusy({ period, action });
    try {
      await work();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <ReceiptList
      periods={periods.data?.periods ?? []}
      loading={periods.isLoading}
      busy={busy}
      onOpen={(period) => void run(period, 'open', () => files.open(fetchReceipt(period)))}
      onDownload={(period) => void run(period, 'download', () => files.download(fetchReceipt(period)))}
      onNotReceived={(period) =>
        void run(period, 'send', async () => {
          try {
            const { sentTo } = await sendReceipt({ contragentId, period }).unwrap();
            void message.success(BILLING_TEXTS.receiptSent(periodInText(period), sentTo));
          } catch (failure) {
            files.fail(failure);
          }
        })
      }
    />
  );
}
