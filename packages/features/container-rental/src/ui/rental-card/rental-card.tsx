import type { ExtensionResult, Rental, RentalOrder, ReturnResult } from '@resident/contract';
import { rentalPhase, rentalToday } from '@resident/contract/limits';
import { formatDate, formatKopecks, PlainButton } from '@resident/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { daysText, periodText, volumeText } from '../../lib/format';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';
import { ContainerPicture } from '../container-picture';
import { PhaseBadge } from '../parts';

// The extend and return forms load when first opened: most visits only look at the rentals.
const ExtendPanel = lazy(() => import('./extend-panel').then((module) => ({ default: module.ExtendPanel })));
const ReturnPanel = lazy(() => import('./return-panel').then((module) => ({ default: module.ReturnPanel })));

export interface RentalCardProps {
  rental: Rental;
  contragentId: number;
  /** Changes (extend, return, pay) are offered; false for a closed account's rentals. */
  changeable?: boolean;
  onPay: (order: RentalOrder) => void;
  onCancel: (rental: Rental) => void;
  onExtended: (result: ExtensionResult) => void;
  onReturned: (result: ReturnResult) => void;
  cancelling?: boolean;
  today?: string;
}

const days = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/**
 * One rental: the container, where, the period, where it stands, what was paid and given back;
 * paying what is due, cancelling an unpaid order, and — while it runs — extending or returning it.
 */
export function RentalCard({
  rental,
  contragentId,
  changeable = true,
  onPay,
  onCancel,
  onExtended,
  onReturned,
  cancelling = false,
  today = rentalToday(),
}: RentalCardProps) {
  const [panel, setPanel] = useState<'extend' | 'return' | null>(null);
  const phase = rentalPhase(rental, today);
  const headingId = `rental-${rental.id}`;
  const pending = rental.pendingOrder;
  const running = phase === 'booked' || phase === 'active';
  // On its last day a rental is no longer returned early.
  const returnable = running && rental.endDate > today;
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: 'address', label: T.address, value: rental.address },
    { key: 'volume', label: T.volume, value: volumeText(rental.container.volume) },
    {
      key: 'period',
      label: T.period,
      value: `${periodText(rental.startDate, rental.endDate)} (${daysText(days(rental.startDate, rental.endDate))})`,
    },
    ...(rental.returnedOn ? [{ key: 'returned', label: T.returnedOn, value: formatDate(rental.returnedOn) }] : []),
    {
      key: 'prices',
      label: T.prices,
      value: `${formatKopecks(rental.pricePerDay)} ${T.perDay} · ${formatKopecks(rental.pricePerMonth)} ${T.perMonth}`,
    },
    ...(rental.paid > 0 ? [{ key: 'paid', label: T.paid, value: formatKopecks(rental.paid) }] : []),
    ...(rental.refunded > 0
      ? [
          {
            key: 'refunded',
            label: T.refunded,
            value: <span data-testid={`rental-${rental.id}-refunded`}>{formatKopecks(rental.refunded)}</span>,
          },
        ]
      : []),
  ];

  return (
    <article aria-labelledby={headingId} className="rp-rent__box" data-testid={`rental-${rental.id}`}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <ContainerPicture picture={rental.container.picture} width={64} />
        <div style={{ minWidth: 0 }}>
          <h3 id={headingId}>{rental.container.name}</h3>
          <div style={{ marginTop: 4 }}>
            <PhaseBadge phase={phase} />
          </div>
        </div>
      </div>
      <dl className="rp-rent__facts">
        {facts.map((fact) => (
          <div key={fact.key} className="rp-rent__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {pending?.purpose === 'extension' ? (
        <p style={{ margin: '8px 0 0' }}>{T.pendingExtension(formatDate(pending.endDate))}</p>
      ) : null}

      {changeable && (pending || running) ? (
        <div className="rp-rent__actions">
          {pending ? (
            <PlainButton variant="primary" onClick={() => onPay(pending)}>
              {pending.purpose === 'rental'
                ? T.pay(formatKopecks(pending.amount))
                : T.payExtension(formatKopecks(pending.amount))}
            </PlainButton>
          ) : null}
          {phase === 'awaiting-payment' ? (
            <PlainButton loading={cancelling} onClick={() => onCancel(rental)}>
              {T.cancel}
            </PlainButton>
          ) : null}
          {running ? (
            <>
              <PlainButton
                aria-expanded={panel === 'extend'}
                onClick={() => setPanel(panel === 'extend' ? null : 'extend')}
              >
                {T.extend}
              </PlainButton>
              {returnable ? (
                <PlainButton
                  aria-expanded={panel === 'return'}
                  onClick={() => setPanel(panel === 'return' ? null : 'return')}
                >
                  {T.returnEarly}
                </PlainButton>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}

      <Suspense fallback={panel ? <p aria-busy="true">{T.loading}</p> : null}>
        {running && panel === 'extend' ? (
          <ExtendPanel
            contragentId={contragentId}
            rental={rental}
            onClose={() => setPanel(null)}
            onExtended={(result) => {
              setPanel(null);
              onExtended(result);
            }}
          />
        ) : null}
        {returnable && panel === 'return' ? (
          <ReturnPanel
            contragentId={contragentId}
            rental={rental}
            today={today}
            onClose={() => setPanel(null)}
            onReturned={(result) => {
              setPanel(null);
              onReturned(result);
            }}
          />
        ) : null}
      </Suspense>
    </article>
  );
}
