import { errorMessageOf, useAccount, saveDocument } from '@resident/api';
import type { InsurancePolicy } from '@resident/contract';
import { paths } from '@resident/routes';
import { PlainButton, StatusAlert } from '@resident/ui';
import { App } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useDownloadInsurancePolicyMutation,
  useGetInsuranceDraftQuery,
  useGetInsurancePoliciesQuery,
  useGetInsuranceProductsQuery,
} from '../api/insurance.api';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import { PolicyCard } from '../ui/policy-card';
import { ProductCard } from '../ui/product-card';

const PolicyResult = lazy(() => import('../ui/policy-result'));

type QueryError = Parameters<typeof errorMessageOf>[0];

function Insurance({ contragentId, userId }: { contragentId: number; userId: number }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const products = useGetInsuranceProductsQuery();
  const policies = useGetInsurancePoliciesQuery(contragentId);
  const draft = useGetInsuranceDraftQuery(contragentId);
  const [download] = useDownloadInsurancePolicyMutation();
  const paymentId = Number(search.get('payment')) || undefined;
  const closeResult = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('payment');
      return next;
    });

  const onDownload = async (policy: InsurancePolicy) => {
    try {
      saveDocument(
        await download({ contragentId, policyId: policy.id, fileName: policy.fileName ?? 'policy.pdf' }).unwrap(),
      );
      void message.success(T.downloaded);
    } catch (failure) {
      void message.error(errorMessageOf(failure as QueryError));
    }
  };

  const failed = products.isError ? products.error : policies.isError ? policies.error : null;
  return (
    <>
      <h1 style={{ marginTop: 0, fontSize: 24 }}>{T.title}</h1>
      <p className="rp-ins-secondary">{T.intro}</p>
      <PlainButton variant="primary" size="large" onClick={() => void navigate(paths.insuranceObject.getHref(userId))}>
        {draft.data ? T.continueDraft : T.buy}
      </PlainButton>
      {failed ? (
        <StatusAlert
          type="error"
          action={
            <PlainButton
              onClick={() => {
                void products.refetch();
                void policies.refetch();
              }}
            >
              {T.retry}
            </PlainButton>
          }
          style={{ marginTop: 16 }}
        >
          {errorMessageOf(failed)}
        </StatusAlert>
      ) : null}
      <section aria-labelledby="insurance-policies">
        <h2 id="insurance-policies" style={{ fontSize: 20, marginTop: 24 }}>
          {T.policies}
        </h2>
        {policies.isLoading ? <p aria-busy="true">Загрузка...</p> : null}
        {policies.data?.length === 0 ? <p className="rp-ins-secondary">{T.noPolicies}</p> : null}
        {policies.data
          ?.filter((policy) => policy.status !== 'cancelled')
          .map((policy) => (
            <PolicyCard key={policy.id} policy={policy} onDownload={(item) => void onDownload(item)} />
          ))}
      </section>
      <section aria-labelledby="insurance-products">
        <h2 id="insurance-products" style={{ fontSize: 20, marginTop: 24 }}>
          {T.products}
        </h2>
        {products.isLoading ? <p aria-busy="true">Загрузка...</p> : null}
        {products.data?.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </section>
      <Suspense fallback={null}>
        {paymentId !== undefined ? (
          <PolicyResult
            contragentId={contragentId}
            paymentId={paymentId}
            onRetry={() => {
              closeResult();
              void navigate(paths.insuranceObject.getHref(userId));
            }}
            onClose={closeResult}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** Страхование: the marketplace's products, the account's policies and the way to buy one. */
export function InsurancePage() {
  const { contragentId, userId } = useAccount();
  if (contragentId === null || userId === null) return <p>{T.noAccount}</p>;
  return <Insurance contragentId={contragentId} userId={userId} />;
}

export { InsurancePage as Component };
