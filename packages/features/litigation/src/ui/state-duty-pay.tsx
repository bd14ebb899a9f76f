import type { StateDutyOrder } from '@resident/contract';
import { formatKopecks, PayForm, useAccountPayment } from '@resident/payments';
import { Drawer, Typography } from 'antd';
import { useState } from 'react';
import { LITIGATION_TEXTS as T } from '../lib/texts';

export interface StateDutyPayProps {
  contragentId: number;
  /** The order of the unpaid duty; the drawer is open while there is one. */
  order: StateDutyOrder | null;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/**
 * The state duty paid through @resident/payments: purpose 'state-duty' with the order, exactly its
 * amount (another amount is refused here before anything is sent).
 */
export default function StateDutyPay({ contragentId, order, returnPath, onClose, onResult }: StateDutyPayProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, purpose: 'state-duty', orderId: order?.orderId, returnPath, onResult: (payment) => onResult(payment.id) });
  return (
    <Drawer title={T.payTitle} open={order !== null} onClose={onClose} size="default" destroyOnHidden>
      {order ? (
        <PayForm
          initialAmount={order.amount}
          summary={<Typography.Paragraph>{T.paySummary(formatKopecks(order.amount))}</Typography.Paragraph>}
          onPay={(values) => {
            if (values.amount !== order.amount) {
              setAmountError(T.exactAmount(formatKopecks(order.amount)));
              return;
            }
            setAmountError(null);
            return flow.pay(values);
          }}
          submitting={flow.submitting}
          error={amountError ?? flow.error}
        />
      ) : null}
    </Drawer>
  );
}
