import { errorMessageOf, useAccount } from '@resident/api';
import { useLiveUpdates } from '@resident/communication';
import type { WastePickup } from '@resident/contract';
import { paths } from '@resident/routes';
import { formatKopecks, LoadError, PlainButton, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetWastePickupsQuery } from '../api/waste-removal.api';
import { WASTE_REMOVAL_TEXTS as T } from '../lib/texts';
import { PickupCard } from '../ui/pickup-card';
import './waste-removal-page.css';

// What antd draws (Drawer, Form, Result) loads only when the resident orders, pays or comes back from paying.
const onDemand = () => import('../ui/on-demand');
const OrderDrawer = lazy(() => onDemand().then((module) => ({ default: module.OrderDrawer })));
const PayDrawer = lazy(() => onDemand().then((module) => ({ default: module.PayDrawer })));
const PaymentResultPanel = lazy(() => onDemand().then((module) => ({ default: module.PaymentResultPanel })));
// Plain markup, apart: asking before a cancel moves no antd chunk.
const CancelConfirm = lazy(() => import('../ui/cancel-confirm').then((module) => ({ default: module.CancelConfirm })));

/** Poll period while the websocket is not open: a status the operator sets still shows without a reload. */
export const FALLBACK_POLLING_MS = 15_000;

type Paying = { pickup: WastePickup; justMade: boolean; previewAmount?: number };

type LiveStatus = ReturnType<typeof useLiveUpdates>;

function WasteRemoval({
  contragentId,
  userId,
  canOrder,
  notice,
  live,
}: {
  contragentId: number;
  userId: number;
  canOrder: boolean;
  notice: string | null;
  live: LiveStatus;
}) {
  const pickups = useGetWastePickupsQuery(contragentId, { pollingInterval: live === 'open' ? 0 : FALLBACK_POLLING_MS });
  const [search, setSearch] = useSearchParams();
  const [ordering, setOrdering] = useState(false);
  const [paying, setPaying] = useState<Paying | null>(null);
  const [cancelling, setCancelling] = useState<WastePickup | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const paymentId = Number(search.get('payment')) || undefined;
  const paidPickupId = Number(search.get('pickup')) || undefined;
  const closeResult = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('payment');
      next.delete('pickup');
      return next;
    });
  const returnPath = (pickup: WastePickup) => `${paths.wasteRemoval.getHref(userId)}?pickup=${pickup.id}`;

  let list;
  if (pickups.isLoading) list = <p aria-busy="true">{T.loading}</p>;
  else if (pickups.isError) {
    list = <LoadError message={errorMessageOf(pickups.error)} onRetry={() => void pickups.refetch()} />;
  } else if (!pickups.data || pickups.data.length === 0) {
    list = (
      <div className="rp-waste__empty">
        <strong>{T.empty}</strong>
        {canOrder ? <p className="rp-waste__secondary">{T.emptyHint}</p> : null}
      </div>
    );
  } else {
    list = (
      <div className="rp-waste__list">
        {pickups.data.map((pickup) => (
          <PickupCard
            key={pickup.id}
            pickup={pickup}
            onPay={canOrder ? (chosen) => setPaying({ pickup: chosen, justMade: false }) : undefined}
            onCancel={(chosen) => {
              setDone(null);
              setCancelling(chosen);
            }}
            confirm={
              cancelling?.id === pickup.id ? (
                <Suspense fallback={null}>
                  <CancelConfirm
                    contragentId={contragentId}
                    pickup={cancelling}
                    onClose={() => setCancelling(null)}
                    onCancelled={(cancelled) => {
                      setCancelling(null);
                      setDone(
                        cancelled.refund ? T.refundToast(formatKopecks(cancelled.refund.amount)) : T.cancelledToast,
                      );
                    }}
                  />
                </Suspense>
              ) : undefined
            }
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <h1 className="rp-waste__title">{T.title}</h1>
      <p className="rp-waste__intro">{T.intro}</p>
      {notice ? (
        <StatusAlert type="info" style={{ marginBottom: 16 }}>
          {notice}
        </StatusAlert>
      ) : null}
      {done ? (
        <StatusAlert type="success" style={{ marginBottom: 16 }}>
          {done}
        </StatusAlert>
      ) : null}
      {paymentId !== undefined ? (
        <Suspense fallback={null}>
          <PaymentResultPanel
            contragentId={contragentId}
            paymentId={paymentId}
            onRetry={() => {
              const pickup = pickups.data?.find(
                (candidate) => candidate.id === paidPickupId && candidate.status === 'created',
              );
              closeResult();
              if (pickup) setPaying({ pickup, justMade: false });
            }}
            onClose={closeResult}
          />
        </Suspense>
      ) : null}
      {canOrder ? (
        <PlainButton
          variant="primary"
          size="large"
          onClick={() => {
            setDone(null);
            setOrdering(true);
          }}
        >
          {T.order}
        </PlainButton>
      ) : null}
      <section aria-labelledby="waste-orders" className="rp-waste__orders">
        <h2 id="waste-orders" className="rp-waste__subtitle">
          {T.myOrders}
        </h2>
        <p className="rp-waste__secondary rp-waste__live">{T.live}</p>
        {list}
      </section>

      <Suspense fallback={null}>
        {ordering ? (
          <OrderDrawer
            contragentId={contragentId}
            onClose={() => setOrdering(false)}
            onCreated={(pickup, previewAmount) => {
              setOrdering(false);
              setPaying({ pickup, justMade: true, previewAmount });
            }}
          />
        ) : null}
        {paying ? (
          <PayDrawer
            contragentId={contragentId}
            pickup={paying.pickup}
            justMade={paying.justMade}
            previewAmount={paying.previewAmount}
            returnPath={returnPath(paying.pickup)}
            onClose={() => setPaying(null)}
            onResult={(id) => {
              setPaying(null);
              setSearch({ pickup: String(paying.pickup.id), payment: String(id) });
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

export interface WasteRemovalScreenProps {
  /** The dispatch connection's status: while it is not open, the orders are polled instead. */
  live?: LiveStatus;
}

/** The screen without its websocket (stories, tests): the page below mounts the connection. */
export function WasteRemovalScreen({ live = 'closed' }: WasteRemovalScreenProps) {
  const { contragentId, userId, isClosed, wasteDisposal } = useAccount();
  if (contragentId === null || userId === null) {
    return (
      <>
        <h1 className="rp-waste__title">{T.title}</h1>
        <StatusAlert type="info">{T.noAccount}</StatusAlert>
      </>
    );
  }
  const notice = !wasteDisposal ? T.notConnected : isClosed ? T.closed : null;
  return (
    <WasteRemoval contragentId={contragentId} userId={userId} canOrder={notice === null} notice={notice} live={live} />
  );
}

/**
 * Индивидуальный вывоз: order a pickup, pay it, follow it; cancel before its window. The
 * dispatch connection is kept while the page is open: the operator's {type:'wastePickup'} reloads
 * the orders, so a pickup put on a route changes on screen without a reload.
 */
export function WasteRemovalPage() {
  const { contragentId } = useAccount();
  const live = useLiveUpdates({ enabled: contragentId !== null });
  return <WasteRemovalScreen live={live} />;
}

export { WasteRemovalPage as Component };
