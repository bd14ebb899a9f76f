import type { PaymentPurpose } from '@resident/contract';
import { Drawer, Typography } from 'antd';
import { useState } from 'react';
import { formatKopecks } from '../../lib/money.ts';
import { useAccountPayment } from '../../model/use-account-payment.ts';
import { PayForm } from '../pay-form/index.ts';

export interface OrderPayDrawerProps {
  contragentId: number;
  purpose: PaymentPurpose;
  /** The order to pay, at exactly its amount (kopecks); the drawer is open while there is one. */
  order: { orderId: number; amount: number } | null;
  title: string;
  /** Above the form, given the formatted amount. */
  summary: (amount: string) => string;
  /** When another amount is typed: refused here, before anything is sent. */
  exactAmount: (amount: string) => string;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/** An order the operator API priced (a state duty, a policy, …), paid in a drawer through the one pay flow. */
export function OrderPayDrawer({ contragentId, purpose, order, title, summary, exactAmount, returnPath, onClose, onResult }: OrderPayDrawerProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, purpose, orderId: order?.orderId, returnPath, onResult: (payment) => onResult(payment.id) });
  return (
    <Drawer title={title} open={order !== null} onClose={onClose} size="default" destroyOnHidden>
      {order ? (
        <PayForm
          initialAmount={order.amount}
          summary={<Typography.Paragraph>{summary(formatKopecks(order.amount))}</Typography.Paragraph>}
          onPay={(values) => {
            if (values.amount !== order.amount) {
              setAmountError(exactAmount(formatKopecks(order.amount)));
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
