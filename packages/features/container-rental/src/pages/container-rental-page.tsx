import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf, useAccount, useGetObjectsQuery } from '@resident/api';
import type { CreateRentalBody, Rental, RentalOrder } from '@resident/contract';
import { CURRENT_RENTAL_PHASES, rentalPhase, rentalToday } from '@resident/contract/limits';
import { paths } from '@resident/routes';
import { formatDate, formatKopecks, LoadError, StatusAlert } from '@resident/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useCancelRentalMutation,
  useCreateRentalMutation,
  useGetContainerTypesQuery,
  useGetRentalsQuery,
} from '../api/container-rental.api';
import { RENTAL_PAGE_TEXTS as T } from '../lib/texts';
import '../ui/container-rental.css';
import { OrderForm } from '../ui/order-form';
import { RentalCard } from '../ui/rental-card';

// Paying loads antd's Drawer, Form and Result only when needed (the route's first load stays small).
// One module for both: a new combination of antd modules per lazy chunk would regroup antd's
// shared chunks and grow every route's first load (measured with the size check).
const RentalPay = lazy(() => import('../ui/rental-pay').then((module) => ({ default: module.RentalPay })));
const RentalPaymentResult = lazy(() =>
  import('../ui/rental-pay').then((module) => ({ default: module.RentalPaymentResult })),
);

type QueryError = Parameters<typeof errorMessageOf>[0];
type Notice = { type: 'success' | 'error'; text: string };

/**
 * Аренда контейнеров: the account's current and past rentals (pay, cancel, extend,
 * return early) and ordering a container — type, address, period and the operator API's price —
 * paid through @resident/payments as an order of kind 'container-rental'. In the reduced route set:
 * a resident without a personal account sees the containers and prices and is told how to order.
 */
export function ContainerRentalPage() {
  const { contragentId, userId, isClosed } = useAccount();
  const today = rentalToday();

  const types = useGetContainerTypesQuery();
  const rentals = useGetRentalsQuery(contragentId ?? skipToken);
  const objects = useGetObjectsQuery(contragentId ?? 0, { skip: contragentId === null });
  const [create, creation] = useCreateRentalMutation();
  const [cancel, cancelling] = useCancelRentalMutation();
  const [order, setOrder] = useState<RentalOrder | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [search, setSearch] = useSearchParams();

  const paymentId = Number(search.get('payment')) || undefined;
  const setPayment = (id: number | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('payment');
      else next.set('payment', String(id));
      return next;
    });

  const placeOrder = async (body: CreateRentalBody) => {
    if (contragentId === null) return;
    setOrderError(null);
    try {
      const created = await create({ contragentId, body }).unwrap();
      setNotice({ type: 'success', text: T.created });
      setFormKey((key) => key + 1);
      setOrder(created.order);
    } catch (failure) {
      setOrderError(errorMessageOf(failure as QueryError));
    }
  };

  const cancelRental = async (rental: Rental) => {
    if (contragentId === null) return;
    try {
      await cancel({ contragentId, rentalId: rental.id }).unwrap();
      setNotice({ type: 'success', text: T.cancelled });
    } catch (failure) {
      setNotice({ type: 'error', text: errorMessageOf(failure as QueryError) });
    }
  };

  const all = rentals.data ?? [];
  const current = all.filter((rental) => CURRENT_RENTAL_PHASES.includes(rentalPhase(rental, today)));
  const past = all.filter((rental) => !CURRENT_RENTAL_PHASES.includes(rentalPhase(rental, today)));
  const card = (rental: Rental) =>
    contragentId === null ? null : (
      <li key={rental.id}>
        <RentalCard
          rental={rental}
          contragentId={contragentId}
          changeable={!isClosed}
          today={today}
          cancelling={cancelling.isLoading && cancelling.originalArgs?.rentalId === rental.id}
          onPay={setOrder}
          onCancel={(chosen) => void cancelRental(chosen)}
          onExtended={(result) => {
            if (result.order) setOrder(result.order);
            else setNotice({ type: 'success', text: T.extended(formatDate(result.rental.endDate)) });
          }}
          onReturned={(result) =>
            setNotice({
              type: 'success',
              text: result.refund > 0 ? T.returned(formatKopecks(result.refund)) : T.returnedNothing,
            })
          }
        />
      </li>
    );

  let blocked: ReactNode;
  if (contragentId === null) {
    blocked = (
      <StatusAlert
        type="info"
        action={userId === null ? undefined : <Link to={paths.profile.getHref(userId)}>{T.linkAccount}</Link>}
      >
        {T.noAccount}
      </StatusAlert>
    );
  } else if (isClosed) blocked = <StatusAlert type="warning">{T.closedAccount}</StatusAlert>;

  let orderContent: ReactNode;
  if (types.isLoading) orderContent = <p aria-busy="true">{T.loading}</p>;
  else if (types.isError)
    orderContent = <LoadError message={errorMessageOf(types.error)} onRetry={() => void types.refetch()} />;
  else if (types.data) {
    orderContent = (
      <OrderForm
        key={formKey}
        types={types.data}
        objects={objects.data ?? []}
        onOrder={(body) => void placeOrder(body)}
        submitting={creation.isLoading}
        error={orderError}
        blocked={blocked}
        today={today}
      />
    );
  }

  return (
    <div className="rp-rent">
      <h1>{T.title}</h1>
      {contragentId !== null && paymentId !== undefined ? (
        <Suspense fallback={null}>
          <RentalPaymentResult contragentId={contragentId} paymentId={paymentId} onClose={() => setPayment(null)} />
        </Suspense>
      ) : null}
      {notice ? (
        <StatusAlert type={notice.type} style={{ marginBottom: 16 }}>
          <span data-testid="rental-notice">{notice.text}</span>
        </StatusAlert>
      ) : null}

      {contragentId !== null ? (
        <section aria-labelledby="rentals-current">
          <h2 id="rentals-current">{T.current}</h2>
          {rentals.isLoading ? <p aria-busy="true">{T.loading}</p> : null}
          {rentals.isError ? (
            <LoadError message={errorMessageOf(rentals.error)} onRetry={() => void rentals.refetch()} />
          ) : null}
          {rentals.data && current.length === 0 ? <p className="rp-rent__secondary">{T.noRentals}</p> : null}
          {current.length > 0 ? <ul className="rp-rent__list">{current.map(card)}</ul> : null}
        </section>
      ) : null}

      <section aria-labelledby="rentals-order">
        <h2 id="rentals-order">{T.orderTitle}</h2>
        {orderContent}
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="rentals-past">
          <h2 id="rentals-past">{T.past}</h2>
          <ul className="rp-rent__list">{past.map(card)}</ul>
        </section>
      ) : null}

      {contragentId !== null && userId !== null && order ? (
        <Suspense fallback={null}>
          <RentalPay
            contragentId={contragentId}
            order={order}
            returnPath={paths.containerRental.getHref(userId)}
            onClose={() => setOrder(null)}
            onResult={(id) => {
              setOrder(null);
              setPayment(id);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export { ContainerRentalPage as Component };
