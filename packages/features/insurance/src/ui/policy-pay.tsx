import type { InsurancePolicyOrder } from '@resident/contract';
import { formatKopecks, PayForm, useAccountPayment } from '@resident/payments';
import { Drawer, Typography } from 'antd';
import { useState } from 'react';
import { INSURANCE_TEXTS as T } from '../lib/texts';

export interface PolicyPayProps {
  contragentId: number;
  order: InsurancePolicyOrder | null;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/** The policy paid through @resident/payments: purpose 'service' with its order, exactly its price. */
export default function PolicyPay({ contragentId, order, returnPath, onClose, onResult }: PolicyPayProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, purpose: 'service', orderId: order?.orderId, returnPath, onResult: (payment) => onResult(payment.id) });
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
