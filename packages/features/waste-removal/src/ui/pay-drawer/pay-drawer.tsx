import type { WastePickup } from '@resident/contract';
import { OrderPayDrawer } from '@resident/payments';
import { StatusAlert } from '@resident/ui';
import { windowLabel } from '../../lib/format';
import { ORDER_TEXTS as T } from '../../lib/order-texts';

export interface PayDrawerProps {
  contragentId: number;
  pickup: WastePickup;
  /** Right after ordering: says the order is made, and whether the API's price differs from the preview. */
  justMade?: boolean;
  previewAmount?: number;
  /** Where the acquirer sends the resident back (`?payment={id}` is added). */
  returnPath: string;
  onClose: () => void;
  /** A payment that needed no acquirer page (already paid, or refused at once). */
  onResult: (paymentId: number) => void;
}

/** A pickup's order, paid through @resident/payments' order drawer (purpose 'service') at the price the API fixed. */
export function PayDrawer({ pickup, justMade = false, previewAmount, ...props }: PayDrawerProps) {
  return (
    <OrderPayDrawer
      {...props}
      order={pickup}
      purpose="service"
      title={T.payTitle}
      summary={() => (
        <>
          {justMade ? (
            <StatusAlert type="success" style={{ marginBottom: 12 }}>
              {T.payMade(pickup.id)}
            </StatusAlert>
          ) : null}
          <p style={{ marginTop: 0 }}>
            {pickup.wasteType.name}, {pickup.volume} м³ — {windowLabel(pickup.slot)}.
          </p>
          <p>{T.paySummary}</p>
          {previewAmount !== undefined && previewAmount !== pickup.amount ? <p>{T.priceChanged}</p> : null}
        </>
      )}
    />
  );
}
