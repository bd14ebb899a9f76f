import type { RentalOrder } from '@resident/contract';
import { formatKopecks, PayForm, useAccountPayment } from '@resident/payments';
import { Drawer, Typography } from 'antd';
import { useState } from 'react';
import { dateText } from '../../lib/format';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';

export interface RentalPayProps {
  contragentId: number;
  /** The order to pay; the drawer is open while there is one. */
  order: RentalOrder | null;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/**
 * A rental's or an extension's order paid through @resident/payments: purpose 'service' with the
 * order and exactly its amount (another amount is refused here before anything is sent). Loaded
 * only when paying: antd's Drawer and Form stay out of the route's first load.
 */
export function RentalPay({ contragentId, order, returnPath, onClose, onResult }: RentalPayProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, purpose: 'service', orderId: order?.orderId, returnPath, onResult: (payment) => onResult(payment.id) });
  const title = order?.purpose === 'extension' ? T.payExtensionTitle : T.payTitle;
  const what = order?.purpose === 'extension' ? `Продление до ${dateText(order.endDate)}` : 'Аренда контейнера';
  return (
    <Drawer title={title} open={order !== null} onClose={onClose} size="default" destroyOnHidden>
      {order ? (
        <PayForm
          initialAmount={order.amount}
          summary={<Typography.Paragraph>{T.paySummary(what, formatKopecks(order.amount))}</Typography.Paragraph>}
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
