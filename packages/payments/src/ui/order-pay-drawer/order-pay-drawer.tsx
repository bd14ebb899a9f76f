import type { PaymentPurpose } from '@resident/contract';
import { Drawer, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatKopecks } from '../../lib/money.ts';
import { useAccountPayment } from '../../model/use-account-payment.ts';
import { PayForm } from '../pay-form/index.ts';

export interface OrderPayDrawerProps {
  contragentId: number;
  purpose: PaymentPurpose;
  /**
   * What to pay, at exactly its amount (kopecks): an order (its id is sent with the payment), or an
   * amount the operator API computed without one (an instalment's remainder). Open while there is one.
   */
  order: { orderId?: number; amount: number } | null;
  title: string;
  /** Above the form, given the formatted amount: a text (drawn as a paragraph) or the feature's own markup. */
  summary: (amount: string) => ReactNode;
  /** When another amount is typed: refused here, before anything is sent. */
  exactAmount: (amount: string) => string;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/**
 * An order the operator API priced (a state duty, a policy, a pickup, a rental, …) or another exact
 * amount it computed (an instalment's remainder), paid in a drawer
 * through the one pay flow: purpose and order sent, exactly its amount (another one is refused here
 * before anything is sent); a double click sends one request and the attempt's Idempotency-Key makes
 * a repeat answer the same payment.
 */
export function OrderPayDrawer({ contragentId, purpose, order, title, summary, exactAmount, returnPath, onClose, onResult }: OrderPayDrawerProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, purpose, orderId: order?.orderId, returnPath, onResult: (payment) => onResult(payment.id) });
  return (
    <Drawer title={title} open={order !== null} onClose={onClose} size="default" destroyOnHidden>
      {order ? (
        <PayForm
          initialAmount={order.amount}
          summary={paragraph(summary(formatKopecks(order.amount)))}
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

function paragraph(summary: ReactNode): ReactNode {
  return typeof summary === 'string' ? <Typography.Paragraph>{summary}</Typography.Paragraph> : summary;
}
