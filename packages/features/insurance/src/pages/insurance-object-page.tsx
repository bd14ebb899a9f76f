import { errorMessageOf, useAccount, useGetObjectsQuery } from '@resident/api';
import type { InsuranceDraft, InsurancePolicyOrder, SaveInsuranceDraftBody } from '@resident/contract';
import { paths } from '@resident/routes';
import { PlainButton, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useCreateInsurancePolicyMutation,
  useDeleteInsuranceDraftMutation,
  useGetInsuranceDraftQuery,
  useGetInsuranceProductsQuery,
  useGetInsuredProfileQuery,
  useSaveInsuranceDraftMutation,
} from '../api/insurance.api';
import { personValues } from '../lib/person';
import { INSURANCE_TEXTS as T } from '../lib/texts';
import { FlowSteps } from '../ui/flow-steps';
import { ObjectStep } from '../ui/object-step';

// Each later step, the person form (antd Form) and paying (Drawer, PayForm) load only when the
// flow gets there: the first load stays within the default ceiling.
const ProgrammeStep = lazy(() => import('../ui/programme-step'));
const ConfirmStep = lazy(() => import('../ui/confirm-step'));
const PersonStep = lazy(() => import('../ui/person-step'));
const PolicyPay = lazy(() => import('../ui/policy-pay'));

type QueryError = Parameters<typeof errorMessageOf>[0];

const EMPTY: SaveInsuranceDraftBody = {
  step: 'object',
  objectId: null,
  productId: null,
  programmeId: null,
  person: null,
};

function bodyOf(draft: InsuranceDraft | null | undefined): SaveInsuranceDraftBody {
  if (!draft) return EMPTY;
  return {
    step: draft.step,
    objectId: draft.objectId,
    productId: draft.productId,
    programmeId: draft.programmeId,
    person: draft.person,
  };
}

const Loading = () => <p aria-busy="true">Загрузка...</p>;

function Flow({ contragentId, userId }: { contragentId: number; userId: number }) {
  const navigate = useNavigate();
  const draftQuery = useGetInsuranceDraftQuery(contragentId);
  const products = useGetInsuranceProductsQuery();
  const objects = useGetObjectsQuery(contragentId);
  const draft = bodyOf(draftQuery.data);
  const profile = useGetInsuredProfileQuery(undefined, { skip: draft.step !== 'person' || draft.person !== null });
  const [save, saving] = useSaveInsuranceDraftMutation();
  const [startOver] = useDeleteInsuranceDraftMutation();
  const [createPolicy, creating] = useCreateInsurancePolicyMutation();
  const [order, setOrder] = useState<InsurancePolicyOrder | null>(null);
  const [error, setError] = useState<string | null>(null);

  const go = async (next: SaveInsuranceDraftBody) => {
    setError(null);
    try {
      await save({ contragentId, draft: next }).unwrap();
      globalThis.scrollTo?.({ top: 0 });
    } catch (failure) {
      setError(errorMessageOf(failure as QueryError));
    }
  };

  const pay = async () => {
    setError(null);
    try {
      setOrder(await createPolicy({ contragentId, body: { offerAccepted: true } }).unwrap());
    } catch (failure) {
      setError(errorMessageOf(failure as QueryError));
    }
  };

  const failed = draftQuery.isError
    ? draftQuery.error
    : products.isError
      ? products.error
      : objects.isError
        ? objects.error
        : null;
  if (failed) {
    return (
      <StatusAlert
        type="error"
        action={
          <PlainButton
            onClick={() => {
              void draftQuery.refetch();
              void products.refetch();
              void objects.refetch();
            }}
          >
            {T.retry}
          </PlainButton>
        }
      >
        {errorMessageOf(failed)}
      </StatusAlert>
    );
  }
  if (!draftQuery.isSuccess || !products.data || !objects.data) return <Loading />;

  const product = products.data.find((item) => item.id === draft.productId);
  const programme = product?.programmes.find((item) => item.id === draft.programmeId);
  const object = objects.data.find((item) => item.id === draft.objectId);

  let body;
  if (draft.step === 'object' || !object) {
    body = (
      <ObjectStep
        objects={objects.data}
        objectId={draft.objectId}
        saving={saving.isLoading}
        error={error}
        onNext={(objectId) => void go({ ...draft, step: 'programme', objectId })}
      />
    );
  } else if (draft.step === 'programme' || !product || !programme) {
    body = (
      <ProgrammeStep
        products={products.data}
        value={
          draft.productId !== null && draft.programmeId !== null
            ? { productId: draft.productId, programmeId: draft.programmeId }
            : null
        }
        saving={saving.isLoading}
        error={error}
        onBack={() => void go({ ...draft, step: 'object' })}
        onNext={(choice) => void go({ ...draft, ...choice, step: 'person' })}
      />
    );
  } else if (draft.step === 'person' || !draft.person) {
    body =
      draft.person === null && profile.isLoading ? (
        <Loading />
      ) : (
        <PersonStep
          initialValues={personValues(draft.person, profile.data)}
          saving={saving.isLoading}
          error={error}
          onBack={() => void go({ ...draft, step: 'programme' })}
          onNext={(person) => void go({ ...draft, person, step: 'confirm' })}
        />
      );
  } else {
    body = (
      <ConfirmStep
        objectAddress={object.address}
        product={product}
        programme={programme}
        person={draft.person}
        paying={creating.isLoading}
        error={error}
        onBack={() => void go({ ...draft, step: 'person' })}
        onPay={() => void pay()}
      />
    );
  }

  const shownStep =
    draft.step === 'object' || !object
      ? 'object'
      : draft.step === 'programme' || !programme
        ? 'programme'
        : draft.step === 'person' || !draft.person
          ? 'person'
          : 'confirm';
  return (
    <>
      <FlowSteps step={shownStep} />
      <Suspense fallback={<Loading />}>{body}</Suspense>
      {draftQuery.data ? (
        <div className="rp-ins-actions">
          <PlainButton variant="link" onClick={() => void startOver(contragentId)}>
            {T.startOver}
          </PlainButton>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {order ? (
          <PolicyPay
            contragentId={contragentId}
            order={order}
            receiptContact={draft.person?.email}
            returnPath={paths.insurance.getHref(userId)}
            onClose={() => setOrder(null)}
            onResult={(paymentId) => void navigate(`${paths.insurance.getHref(userId)}?payment=${paymentId}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** Страхование объекта: object → programme → insured person → confirm and pay; the draft is kept on the server. */
export function InsuranceObjectPage() {
  const { contragentId, userId } = useAccount();
  return (
    <>
      <h1 style={{ marginTop: 0, fontSize: 24 }}>{T.flowTitle}</h1>
      {contragentId === null || userId === null ? (
        <p>{T.noAccount}</p>
      ) : (
        <Flow contragentId={contragentId} userId={userId} />
      )}
    </>
  );
}

export { InsuranceObjectPage as Component };
