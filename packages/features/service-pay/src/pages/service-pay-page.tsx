import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import type { AutopayBody, BilledService, SavedCard } from '@resident/contract';
import { paths } from '@resident/routes';
import { LoadError, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  useGetAutopayQuery,
  useGetServicesQuery,
  useRemoveAutopayMutation,
  useRemoveCardMutation,
  useSaveAutopayMutation,
} from '../api/service-pay.api';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { needsConfirmation } from '../lib/confirmation-refusal';
import type { AutopaySaveOutcome } from '../ui/autopay-drawer';
import { AutopaySummary } from '../ui/autopay-summary';
import { Heading, look } from '../ui/parts';
import { SavedCards } from '../ui/saved-cards';
import { ServicesList } from '../ui/services-list';

// antd (Drawer, Form) comes with these, one chunk, when a button opens one or the acquirer sends
// the resident back (design.md §4). One chunk: each in a chunk of its own made rolldown regroup
// antd's shared chunks, and every resident route's first load grew (measured with the size check).
const ServicePayDrawer = lazy(() => import('../ui/pay-flow').then((module) => ({ default: module.ServicePayDrawer })));
const ServicePayResult = lazy(() => import('../ui/pay-flow').then((module) => ({ default: module.ServicePayResult })));
const AutopayDrawer = lazy(() => import('../ui/pay-flow').then((module) => ({ default: module.AutopayDrawer })));

type QueryError = Parameters<typeof errorMessageOf>[0];
type Notice = { type: 'success' | 'error'; text: string };

/** A section's data: loading, its error with «Повторить», or what to show. */
function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T; isLoading: boolean; error?: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isLoading)
    return (
      <p aria-busy="true" style={look.muted}>
        {T.loading}
      </p>
    );
  return <LoadError message={errorMessageOf(query.error as QueryError)} onRetry={() => void query.refetch()} />;
}

function ServicePay({ contragentId, userId, isClosed }: { contragentId: number; userId: number; isClosed: boolean }) {
  const [search, setSearch] = useSearchParams();
  const services = useGetServicesQuery(contragentId);
  const autopay = useGetAutopayQuery(contragentId);
  const [saveAutopay, saving] = useSaveAutopayMutation();
  const [removeAutopay] = useRemoveAutopayMutation();
  const [removeCard] = useRemoveCardMutation();
  const [paying, setPaying] = useState<BilledService | null>(null);
  const [editing, setEditing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const paymentId = Number(search.get('payment')) || undefined;
  const paidService = search.get('service');
  const pageHref = paths.servicePay.getHref(userId);
  const debt = services.data?.services.reduce((sum, service) => sum + service.debt, 0) ?? 0;

  const closeResult = () => setSearch({}, { replace: true });
  const openPay = (service: BilledService) => {
    setNotice(null);
    setPaying(service);
  };

  async function act(work: () => Promise<string>) {
    setNotice(null);
    try {
      setNotice({ type: 'success', text: await work() });
    } catch (failure) {
      setNotice({ type: 'error', text: errorMessageOf(failure as QueryError) });
    }
  }

  async function save(body: AutopayBody): Promise<AutopaySaveOutcome> {
    setSaveError(null);
    try {
      await saveAutopay({ contragentId, body }).unwrap();
      setEditing(false);
      setNotice({ type: 'success', text: T.saved });
      return 'saved';
    } catch (failure) {
      // A close first charge not confirmed as it is now: the drawer asks with its current figures.
      if (needsConfirmation(failure)) return 'confirm';
      // The form keeps what was chosen; the reason shows above it.
      setSaveError(errorMessageOf(failure as QueryError));
      return 'failed';
    }
  }

  const forgetCard = (card: SavedCard) =>
    act(async () =>
      (await removeCard({ contragentId, cardId: card.id }).unwrap()).autopayRemoved ? T.removed : T.cardRemoved,
    );

  return (
    <>
      <Heading level={1}>{T.title}</Heading>
      <div role="status">
        {notice ? (
          <StatusAlert type={notice.type} style={{ marginBottom: 16 }}>
            {notice.text}
          </StatusAlert>
        ) : null}
      </div>
      {isClosed ? (
        <StatusAlert type="info" style={{ marginBottom: 16 }}>
          {T.closed}
        </StatusAlert>
      ) : null}
      {paymentId !== undefined ? (
        <Suspense fallback={null}>
          <ServicePayResult
            contragentId={contragentId}
            paymentId={paymentId}
            onRetry={() => {
              closeResult();
              const service = services.data?.services.find((candidate) => candidate.id === paidService);
              if (service) openPay(service);
            }}
            onClose={closeResult}
          />
        </Suspense>
      ) : null}

      <section aria-labelledby="service-pay-services">
        <Heading level={2} id="service-pay-services">
          {T.servicesTitle}
        </Heading>
        <Loaded query={services}>
          {(data) => <ServicesList services={data.services} onPay={isClosed ? undefined : openPay} />}
        </Loaded>
      </section>

      <section aria-labelledby="service-pay-autopay" style={look.section}>
        <Heading level={2} id="service-pay-autopay">
          {T.autopayTitle}
        </Heading>
        <p style={{ ...look.muted, marginTop: 0 }}>{T.autopayIntro}</p>
        <Loaded query={autopay}>
          {(state) => (
            <>
              <AutopaySummary
                autopay={state.autopay}
                cards={state.cards}
                onEdit={
                  isClosed || state.cards.length === 0
                    ? undefined
                    : () => {
                        setSaveError(null);
                        setEditing(true);
                      }
                }
                onRemove={() => act(async () => (await removeAutopay(contragentId).unwrap(), T.removed))}
              />
              {state.cards.length > 0 ? (
                <section aria-labelledby="service-pay-cards" style={look.section}>
                  <Heading level={2} id="service-pay-cards">
                    {T.cardsTitle}
                  </Heading>
                  <SavedCards cards={state.cards} onRemove={forgetCard} />
                </section>
              ) : null}
              {editing ? (
                <Suspense fallback={null}>
                  <AutopayDrawer
                    open
                    contragentId={contragentId}
                    state={state}
                    debt={debt}
                    onClose={() => setEditing(false)}
                    onSave={save}
                    saving={saving.isLoading}
                    error={saveError}
                  />
                </Suspense>
              ) : null}
            </>
          )}
        </Loaded>
      </section>

      {paying ? (
        <Suspense fallback={null}>
          <ServicePayDrawer
            contragentId={contragentId}
            service={paying}
            returnPath={`${pageHref}?service=${encodeURIComponent(paying.id)}`}
            onClose={() => setPaying(null)}
            onResult={(id) => {
              setPaying(null);
              setSearch({ service: paying.id, payment: String(id) }, { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** «Оплата услуг»: the account's services paid one by one, its autopay and the saved cards. */
export function ServicePayPage() {
  const user = useAppSelector(selectUser);
  if (!user?.contragentId) return <StatusAlert type="info">{T.noAccount}</StatusAlert>;
  return (
    <ServicePay key={user.contragentId} contragentId={user.contragentId} userId={user.id} isClosed={user.isClosed} />
  );
}

export { ServicePayPage as Component };
