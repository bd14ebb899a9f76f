import { errorMessageOf } from '@resident/api';
import { paths } from '@resident/routes';
import { PayForm, PaymentResult, useAccountPayment, useGetReceiptContactQuery, usePaymentStatus } from '@resident/payments';
import { Drawer, Empty, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetBillingSummaryQuery } from '@resident/payments/summary';
import { tabOf } from '../lib/tabs.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { useContragent } from '../model/use-contragent.ts';
import { BillingSummary } from '../ui/billing-summary/index.ts';
import { LoadError } from '../ui/load-error/index.ts';
import { ChargesTab } from './charges-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { ReceiptsTab } from './receipts-tab.tsx';
import { ReconciliationTab } from './reconciliation-tab.tsx';

const TAB_VIEWS = { charges: ChargesTab, payments: PaymentsTab, receipts: ReceiptsTab, reconciliation: ReconciliationTab } as const;

function Billing({ contragentId, userId }: { contragentId: number; userId: number }) {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const summary = useGetBillingSummaryQuery(contragentId);
  const [paying, setPaying] = useState(false);
  const paymentId = Number(search.get('payment')) || undefined;
  const result = usePaymentStatus(paymentId ? { contragentId, paymentId } : undefined);
  const showResult = (id: number) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set('payment', String(id));
      return next;
    });
  const closeResult = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('payment');
      return next;
    });
  const flow = useAccountPayment({
    contragentId,
    returnPath: paths.billing.getHref(userId),
    onResult: (payment) => {
      setPaying(false);
      showResult(payment.id);
    },
  });
  // Where the fiscal receipt goes unless the resident types another address: the profile's.
  const { data: receiptContact } = useGetReceiptContactQuery();
  const View = TAB_VIEWS[tab.key];

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {tab.label}
      </Typography.Title>
      {summary.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {summary.isError ? <LoadError message={errorMessageOf(summary.error)} onRetry={() => void summary.refetch()} /> : null}
      {summary.data ? <BillingSummary summary={summary.data} onPay={() => setPaying(true)} /> : null}
      <View contragentId={contragentId} />

      <Drawer title={BILLING_TEXTS.payTitle} open={paying} onClose={() => setPaying(false)} size="default" destroyOnHidden>
        <PayForm initialAmount={Math.max(summary.data?.debt ?? 0, 0)} initialContact={receiptContact} onPay={flow.pay} submitting={flow.submitting} error={flow.error} />
      </Drawer>
      <Modal open={paymentId !== undefined} footer={null} onCancel={closeResult} title={BILLING_TEXTS.payTitle} destroyOnHidden>
        <PaymentResult
          payment={result.data}
          error={result.isError ? errorMessageOf(result.error) : null}
          onRetry={() => {
            closeResult();
            setPaying(true);
          }}
          onClose={closeResult}
        />
      </Modal>
    </>
  );
}

/** Счета и расчёты (design.md §3): the account's money, then the tab the header chose. */
export function BillingPage() {
  const { contragentId, userId } = useContragent();
  if (contragentId === null || userId === null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />;
  return <Billing contragentId={contragentId} userId={userId} />;
}

export { BillingPage as Component };
