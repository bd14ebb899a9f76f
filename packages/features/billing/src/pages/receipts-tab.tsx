import { errorMessageOf } from '@resident/api';
import { LoadError } from '@resident/ui';
import { App } from 'antd';
import { useState } from 'react';
import {
  useDownloadReceiptMutation,
  useGetBillingPeriodsQuery,
  useGetReceiptEmailQuery,
  useSendReceiptMutation,
} from '../api/billing-api.ts';
import { periodInText } from '../lib/period.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { useFileActions } from '../model/use-file-actions.ts';
import { ReceiptList, type ReceiptListProps } from '../ui/receipt-list/index.ts';
import { ReceiptSendConfirm } from '../ui/receipt-send-confirm/index.ts';

/**
 * «Квитанции»: any month's receipt as a PDF (open or download), or sent again by email once the
 * resident has confirmed the address (the server sends one a month's receipt an hour and says when
 * it can be sent again).
 */
export function ReceiptsTab({ contragentId }: { contragentId: number }) {
  const { message } = App.useApp();
  const periods = useGetBillingPeriodsQuery(contragentId);
  const [downloadReceipt] = useDownloadReceiptMutation();
  const [sendReceipt] = useSendReceiptMutation();
  const [busy, setBusy] = useState<ReceiptListProps['busy']>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const email = useGetReceiptEmailQuery(undefined, { skip: confirming === null });
  const files = useFileActions();

  if (periods.isError)
    return (
      <LoadError
        title={BILLING_TEXTS.loadFailed}
        message={errorMessageOf(periods.error)}
        onRetry={() => void periods.refetch()}
      />
    );

  const fetchReceipt = (period: string) => () => downloadReceipt({ contragentId, period }).unwrap();
  const run = async (period: string, action: 'open' | 'download' | 'send', work: () => Promise<void>) => {
    setBusy({ period, action });
    try {
      await work();
    } finally {
      setBusy(undefined);
    }
  };

  const send = (period: string) =>
    void run(period, 'send', async () => {
      try {
        const { sentTo } = await sendReceipt({ contragentId, period }).unwrap();
        void message.success(BILLING_TEXTS.receiptSent(periodInText(period), sentTo));
      } catch (failure) {
        // A refusal (sent within the hour) says in how many minutes it can be sent again.
        files.fail(failure);
      } finally {
        setConfirming(null);
      }
    });

  return (
    <>
      <ReceiptList
        periods={periods.data?.periods ?? []}
        loading={periods.isLoading}
        busy={busy}
        onOpen={(period) => void run(period, 'open', () => files.open(fetchReceipt(period)))}
        onDownload={(period) => void run(period, 'download', () => files.download(fetchReceipt(period)))}
        onNotReceived={setConfirming}
      />
      <ReceiptSendConfirm
        period={confirming === null ? null : periodInText(confirming)}
        email={email.data}
        error={email.isError ? errorMessageOf(email.error) : null}
        sending={confirming !== null && busy?.period === confirming && busy.action === 'send'}
        onConfirm={() => {
          if (confirming !== null) send(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
