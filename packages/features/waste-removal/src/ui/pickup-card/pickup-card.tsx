import type { WastePickup } from '@resident/contract';
import { formatKopecks, PlainButton, StatusAlert } from '@resident/ui';
import type { ReactNode } from 'react';
import { dateOf, timeOf, volumeText, windowLabel } from '../../lib/format';
import { STATUS_LABELS, STEPS, WASTE_REMOVAL_TEXTS as T } from '../../lib/texts';
import './pickup-card.css';

export interface PickupCardProps {
  pickup: WastePickup;
  onPay?: (pickup: WastePickup) => void;
  onCancel?: (pickup: WastePickup) => void;
  /** Asking before cancelling: shown in place of the buttons. */
  confirm?: ReactNode;
}

function note(pickup: WastePickup): ReactNode {
  switch (pickup.status) {
    case 'created':
      return pickup.payUntil ? <StatusAlert type="warning">{T.payUntil(timeOf(pickup.payUntil))}</StatusAlert> : null;
    case 'paid':
      return <StatusAlert type="info">{T.paidNote}</StatusAlert>;
    case 'scheduled':
      return <StatusAlert type="success">{T.scheduledNote}</StatusAlert>;
    case 'done':
      return <StatusAlert type="success">{T.doneNote(pickup.doneAt ? dateOf(pickup.doneAt) : '')}</StatusAlert>;
    case 'cancelled':
      return (
        <>
          <p className="rp-pickup__secondary">
            {pickup.cancelReason === 'expired'
              ? T.cancelledExpired
              : T.cancelledByResident(pickup.cancelledAt ? dateOf(pickup.cancelledAt) : '')}
          </p>
          {pickup.refund ? (
            <div data-testid="pickup-refund">
              <StatusAlert type="success">
                {T.refund(formatKopecks(pickup.refund.amount), dateOf(pickup.refund.at))}
              </StatusAlert>
            </div>
          ) : null}
        </>
      );
  }
}

/** Where the order is: its steps, the current one marked (none for a cancelled order). */
function Steps({ status }: { status: WastePickup['status'] }) {
  if (status === 'cancelled') return null;
  const current = STEPS.findIndex((step) => step.status === status);
  return (
    <ol className="rp-pickup__steps" aria-label={T.steps}>
      {STEPS.map((step, index) => (
        <li
          key={step.status}
          className={
            index < current
              ? 'rp-pickup__step rp-pickup__step--done'
              : index === current
                ? 'rp-pickup__step rp-pickup__step--current'
                : 'rp-pickup__step'
          }
          aria-current={index === current ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}

/**
 * One pickup: its status and steps, what is collected from where and when, the price, and what the
 * resident may do now (pay while unpaid, cancel before the window). Plain markup: the list is the
 * screen's first paint and stays within the route's size ceiling.
 */
export function PickupCard({ pickup, onPay, onCancel, confirm }: PickupCardProps) {
  const headingId = `pickup-${pickup.id}`;
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: 'object', label: T.object, value: pickup.object.address },
    { key: 'waste', label: T.waste, value: `${pickup.wasteType.name}, ${volumeText(pickup.volume)} м³` },
    { key: 'window', label: T.window, value: windowLabel(pickup.slot) },
    {
      key: 'price',
      label: T.price,
      value: (
        <>
          {formatKopecks(pickup.amount)}
          {pickup.billableVolume > pickup.volume ? (
            <span className="rp-pickup__secondary"> ({T.minimumNote(volumeText(pickup.billableVolume))})</span>
          ) : null}
        </>
      ),
    },
    ...(pickup.comment ? [{ key: 'comment', label: T.comment, value: pickup.comment }] : []),
  ];
  const canPay = pickup.status === 'created' && onPay;
  const canCancel = pickup.cancellable && onCancel;
  return (
    <article aria-labelledby={headingId} className="rp-pickup" data-status={pickup.status}>
      <div className="rp-pickup__head">
        <h3 id={headingId} className="rp-pickup__title">
          {T.pickupTitle(pickup.id)}
        </h3>
        <span className={`rp-pickup__status rp-pickup__status--${pickup.status}`} data-testid="pickup-status">
          {STATUS_LABELS[pickup.status]}
        </span>
      </div>
      <Steps status={pickup.status} />
      <dl className="rp-pickup__facts">
        {facts.map((fact) => (
          <div key={fact.key} className="rp-pickup__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="rp-pickup__note">{note(pickup)}</div>
      {confirm ?? null}
      {!confirm && (canPay || canCancel) ? (
        <div className="rp-pickup__actions">
          {canPay ? (
            <PlainButton variant="primary" onClick={() => onPay(pickup)}>
              {T.pay}
            </PlainButton>
          ) : null}
          {canCancel ? <PlainButton onClick={() => onCancel(pickup)}>{T.cancel}</PlainButton> : null}
        </div>
      ) : null}
    </article>
  );
}
