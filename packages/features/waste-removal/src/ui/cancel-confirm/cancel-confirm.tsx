import { errorMessageOf } from '@resident/api';
import type { WastePickup } from '@resident/contract';
import { formatKopecks, PlainButton, StatusAlert } from '@resident/ui';
import { useEffect, useRef, useState } from 'react';
import { useCancelWastePickupMutation } from '../../api/waste-removal.api';
import { CANCEL_TEXTS as T } from '../../lib/cancel-texts';
import './cancel-confirm.css';

export interface CancelConfirmProps {
  contragentId: number;
  pickup: WastePickup;
  onClose: () => void;
  onCancelled: (pickup: WastePickup) => void;
}

type QueryError = Parameters<typeof errorMessageOf>[0];

/**
 * Asks, inside the order's card, before cancelling, and says what happens to the money: nothing
 * to return, or the whole price back. Plain markup, no antd, in a small chunk of its own.
 * Focus moves to its question; Escape or «Не отменять» leaves the order as it was.
 */
export function CancelConfirm({ contragentId, pickup, onClose, onCancelled }: CancelConfirmProps) {
  const [cancel, state] = useCancelWastePickupMutation();
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const headingId = `cancel-${pickup.id}`;
  const paid = pickup.status !== 'created';

  useEffect(() => question.current?.focus(), []);

  async function confirm() {
    setError(null);
    try {
      onCancelled(await cancel({ contragentId, pickupId: pickup.id }).unwrap());
    } catch (failure) {
      setError(errorMessageOf(failure as QueryError));
    }
  }

  return (
    <div
      role="dialog"
      aria-labelledby={headingId}
      className="rp-pickup__confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h4 id={headingId} ref={question} tabIndex={-1} className="rp-pickup__confirm-title">
        {T.cancelTitle(pickup.id)}
      </h4>
      <StatusAlert type="error" style={{ marginBottom: 8 }}>
        {error}
      </StatusAlert>
      <p>{paid ? T.cancelRefund(formatKopecks(pickup.amount - (pickup.refund?.amount ?? 0))) : T.cancelUnpaid}</p>
      <div className="rp-pickup__actions">
        <PlainButton variant="primary" loading={state.isLoading} onClick={() => void confirm()}>
          {T.cancelConfirm}
        </PlainButton>
        <PlainButton onClick={onClose}>{T.cancelKeep}</PlainButton>
      </div>
    </div>
  );
}
