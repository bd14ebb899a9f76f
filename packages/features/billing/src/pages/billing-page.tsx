import { errorMessageOf, useAccount } from '@resident/api';
import { LoadError } from '@resident/ui';
import { paths } from '@resident/routes';
import { useAccountPayment, useGetReceiptContactQuery, usePaymentStatus } from '@resident/payments';
import { Drawer, Empty, Modal, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetBillingSummaryQuery } from '@resident/payments/summary';
import { tabOf } from '../lib/tabs.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { BillingSummary } from '../ui/billing-summary/index.ts';
import { ChargesTab } from './charges-tab.tsx';

// The first tab comes with the page; the others, the pay form and the payment's result load when
// the resident opens them: their date pickers, selects, forms and tables (about 100 kB
// compressed) no longer share a phone's slow line and CPU with the page's first paint.
const PaymentsTab = lazy(() => import('./payments-tab.tsx').then((module) => ({ default: module.PaymentsTab })));
const ReceiptsTab = lazy(() => import('./receipts-tab.tsx').then((module) => ({ default: module.ReceiptsTab })));
const ReconciliationTab = lazy(() =>
  import('./reconciliation-tab.tsx').then((module) => ({ default: module.ReconciliationTab })),
);
const PayForm = lazy(() => import('@resident/payments/pay-form').then((module) => ({ default: module.PayForm })));
const PaymentResult = lazy(() =>
  import('@resident/payments/pay-form').then((module) => ({ default: module.PaymentResult })),
);

const TAB_VIEWS = {
  charges: ChargesTab,
  payments: PaymentsTab,
  receipts: ReceiptsTab,
  reconciliation: ReconciliationTab,
} as const;
const loading = <Skeleton active paragraph={{ rows: 4 }} />;

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
      {summary.isError ? (
        <LoadError
          title={BILLING_TEXTS.loadFailed}
          message={errorMessageOf(summary.error)}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {summary.data ? <BillingSummary summary={summary.data} onPay={() => setPaying(true)} /> : null}
      <Suspense fallback={loading}>
        <View contragentId={contragentId} />
      </Suspense>

      <Drawer
        title={BILLING_TEXTS.payTitle}
        open={paying}
        onClose={() => setPaying(false)}
        size="default"
        destroyOnHidden
      >
        <Suspense fallback={loading}>
          <PayForm
            initialAmount={Math.max(summary.data?.debt ?? 0, 0)}
            initialContact={receiptContact}
            onPay={flow.pay}
            submitting={flow.submitting}
            error={flow.error}
          />
        </Suspense>
      </Drawer>
      <Modal
        open={paymentId !== undefined}
        footer={null}
        onCancel={closeResult}
        title={BILLING_TEXTS.payTitle}
        destroyOnHidden
      >
        <Suspense fallback={loading}>
          <PaymentResult
            payment={result.data}
            error={result.isError ? errorMessageOf(result.error) : null}
            onRetry={() => {
              closeResult();
              setPaying(true);
            }}
            onClose={closeResult}
          />
        </Suspense>
      </Modal>
    </>
  );
}

/** Счета и расчёты (design.md §3): the account's money, then the tab the header chose. */
export function BillingPage() {
  const { contragentId, userId } = useAccount();
  if (contragentId === null || userId === null)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />;
  return <Billing contragentId={contragentId} userId={userId} />;
}

export { BillingPage as Component };
