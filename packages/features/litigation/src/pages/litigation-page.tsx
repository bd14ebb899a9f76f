import { errorMessageOf, useAccount, saveDocument } from '@resident/api';
import type { StateDutyOrder } from '@resident/contract';
import { paths } from '@resident/routes';
import { Alert, App, Button, Empty, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useCreateStateDutyOrderMutation,
  useDownloadLitigationDocumentMutation,
  useGetLitigationQuery,
} from '../api/litigation.api';
import { LITIGATION_TEXTS as T } from '../lib/texts';
import { CaseCard } from '../ui/case-card';
import { StateDutyNotice } from '../ui/state-duty-notice';

// Paying loads with the pay form and the result (antd Form, Drawer, Modal) only when needed.
const StateDutyPay = lazy(() => import('../ui/state-duty-pay'));
const StateDutyResult = lazy(() => import('../ui/state-duty-result'));

type QueryError = Parameters<typeof errorMessageOf>[0];

function Litigation({ contragentId, userId, isClosed }: { contragentId: number; userId: number; isClosed: boolean }) {
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const litigation = useGetLitigationQuery(contragentId);
  const [createOrder, orderState] = useCreateStateDutyOrderMutation();
  const [download] = useDownloadLitigationDocumentMutation();
  const [order, setOrder] = useState<StateDutyOrder | null>(null);

  const paymentId = Number(search.get('payment')) || undefined;
  const setPayment = (id: number | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('payment');
      else next.set('payment', String(id));
      return next;
    });

  const startPaying = async () => {
    try {
      setOrder(await createOrder(contragentId).unwrap());
    } catch (failure) {
      void message.error(errorMessageOf(failure as QueryError));
    }
  };

  const onDownload = async (documentId: number, fileName: string) => {
    try {
      saveDocument(await download({ contragentId, documentId, fileName }).unwrap());
      void message.success(T.downloaded);
    } catch (failure) {
      void message.error(errorMessageOf(failure as QueryError));
    }
  };

  const data = litigation.data;
  const courtCases = data?.cases.filter((item) => item.kind === 'court') ?? [];
  const claims = data?.cases.filter((item) => item.kind === 'claim') ?? [];

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {T.title}
      </Typography.Title>
      {litigation.isLoading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {litigation.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessageOf(litigation.error)}
          action={<Button onClick={() => void litigation.refetch()}>{T.retry}</Button>}
        />
      ) : null}
      {data ? (
        <>
          <StateDutyNotice
            debt={data.stateDuty.debt}
            unpaid={data.stateDuty.unpaid}
            isClosed={isClosed}
            onPay={() => void startPaying()}
            preparing={orderState.isLoading}
          />
          {data.cases.length === 0 ? (
            <Empty
              description={
                <>
                  <Typography.Paragraph strong style={{ marginBottom: 4 }}>
                    {T.empty}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">{T.emptyHint}</Typography.Text>
                </>
              }
            />
          ) : null}
          {courtCases.length > 0 ? (
            <section aria-labelledby="litigation-court">
              <Typography.Title level={2} id="litigation-court" style={{ fontSize: 20 }}>
                {T.courtCases}
              </Typography.Title>
              {courtCases.map((item) => (
                <CaseCard key={item.id} item={item} onDownload={(id, name) => void onDownload(id, name)} />
              ))}
            </section>
          ) : null}
          {claims.length > 0 ? (
            <section aria-labelledby="litigation-claims">
              <Typography.Title level={2} id="litigation-claims" style={{ fontSize: 20 }}>
                {T.claims}
              </Typography.Title>
              {claims.map((item) => (
                <CaseCard key={item.id} item={item} onDownload={(id, name) => void onDownload(id, name)} />
              ))}
            </section>
          ) : null}
        </>
      ) : null}

      <Suspense fallback={null}>
        {order ? (
          <StateDutyPay
            contragentId={contragentId}
            order={order}
            returnPath={paths.litigation.getHref(userId)}
            onClose={() => setOrder(null)}
            onResult={(id) => {
              setOrder(null);
              setPayment(id);
            }}
          />
        ) : null}
        {paymentId !== undefined ? (
          <StateDutyResult
            contragentId={contragentId}
            paymentId={paymentId}
            onRetry={() => {
              setPayment(null);
              void startPaying();
            }}
            onClose={() => setPayment(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** Судебно-претензионная работа: the account's court cases and claims, and its state duty. */
export function LitigationPage() {
  const { contragentId, userId, isClosed } = useAccount();
  if (contragentId === null || userId === null)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noAccount} />;
  return <Litigation contragentId={contragentId} userId={userId} isClosed={isClosed} />;
}

export { LitigationPage as Component };
