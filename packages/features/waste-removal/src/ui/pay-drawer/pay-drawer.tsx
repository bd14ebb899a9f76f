import type { WastePickup } from '@resident/contract';
import { formatKopecks, PayForm, useAccountPayment } from '@resident/payments';
import { StatusAlert } from '@resident/ui';
import { Drawer } from 'antd';
import { useState } from 'react';
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

/**
 * Paying an order through @resident/payments: purpose 'service', its order and exactly the price
 * the API fixed (another amount is refused here before anything is sent). A double click on
 * «Оплатить» sends one request, and the attempt's Idempotency-Key makes a repeat answer the same
 * payment.
 */
export function PayDrawer({ contragentId, pickup, justMade = false, previewAmount, returnPath, onClose, onResult }: PayDrawerProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, purpose: 'service', orderId: pickup.orderId, returnPath, onResult: (payment) => onResult(payment.id) });
  const amount = formatKopecks(pickup.amount);
  return (
    <Drawer title={T.payTitle} open onClose={onClose} size="min(100vw, 480px)" destroyOnHidden>
      <PayForm
        initialAmount={pickup.amount}
        summary={
          <>
            {justMade ? (
              <StatusAlert type="success" style={{ marginBottom: 12 }}>
                {T.payMade(pickup.id)}
              </StatusAlert>
            ) : null}
            <p style={{ marginTop: 0 }}>
              {pickup.wasteType.name}, {pickup.volume} м³ — {windowLabel(pickup.slot)}.
            </p>
            <p data-testid="pay-summary">{T.paySummary(amount)}</p>
            {previewAmount !== undefined && previewAmount !== pickup.amount ? <p>{T.priceChanged}</p> : null}
          </>
        }
        onPay={(values) => {
          if (values.amount !== pickup.amount) {
            setAmountError(T.exactAmount(amount));
            return;
          }
          setAmountError(null);
          return flow.pay(values);
        }}
        submitting={flow.submitting}
        error={amountError ?? flow.error}
      />
    </Drawer>
  );
}

