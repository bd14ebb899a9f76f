import { errorMessageOf } from '@resident/api';
import { LoadError } from '@resident/ui';
import { Empty, Skeleton } from 'antd';
import { useDownloadReconciliationMutation, useGetBillingPeriodsQuery } from '../api/billing-api.ts';
import { BILLING_TEXTS } from '../lib/texts.ts';
import { useFileActions } from '../model/use-file-actions.ts';
import { ReconciliationForm } from '../ui/reconciliation-form/index.ts';

/** «Акт сверки»: from/to months → the PDF. */
export function ReconciliationTab({ contragentId }: { contragentId: number }) {
  const periods = useGetBillingPeriodsQuery(contragentId);
  const [download, downloading] = useDownloadReconciliationMutation();
  const files = useFileActions();

  if (periods.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (periods.isError)
    return (
      <LoadError
        title={BILLING_TEXTS.loadFailed}
        message={errorMessageOf(periods.error)}
        onRetry={() => void periods.refetch()}
      />
    );
  const list = periods.data?.periods ?? [];
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={BILLING_TEXTS.noData} />;
  return (
    <ReconciliationForm
      periods={list}
      submitting={downloading.isLoading}
      onSubmit={(range) => void files.download(() => download({ contragentId, ...range }).unwrap())}
    />
  );
}
