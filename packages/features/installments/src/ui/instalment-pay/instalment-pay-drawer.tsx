import { formatKopecks, PayForm, useAccountPayment } from '@resident/payments';
import { formatDate } from '@resident/ui';
import { Drawer, Typography } from 'antd';
import { useState } from 'react';
import type { PayableInstalment } from '../../lib/next-instalment.ts';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';

export interface InstalmentPayDrawerProps {
  contragentId: number;
  /** The instalment being paid; the drawer is open while there is one. */
  instalment: PayableInstalment | null;
  /** The registry's path: the acquirer sends the resident back there with `?payment={id}`. */
  returnPath: string;
  onClose: () => void;
  /** A payment that needed no acquirer page (already paid with this attempt, or refused at once). */
  onResult: (paymentId: number) => void;
}

/**
 * «Оплатить платёж»: the one pay flow (purpose 'charges', the attempt's Idempotency-Key, the
 * acquirer's page) at exactly what the instalment lacks; the operator API allocates the payment to
 * the oldest unpaid instalment, which this one is once the earlier ones are paid.
 */
export default function InstalmentPayDrawer({ contragentId, instalment, returnPath, onClose, onResult }: InstalmentPayDrawerProps) {
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = useAccountPayment({ contragentId, returnPath, onResult: (payment) => onResult(payment.id) });
  return (
    <Drawer
      title={instalment ? T.payTitle(instalment.number, instalment.agreementNumber) : T.payInstalment}
      open={instalment !== null}
      onClose={onClose}
      size="default"
      destroyOnHidden
    >
      {instalment ? (
        <PayForm
          initialAmount={instalment.remaining}
          summary={<Typography.Paragraph>{T.paySummary(formatKopecks(instalment.remaining), formatDate(instalment.dueDate))}</Typography.Paragraph>}
          onPay={(values) => {
            if (values.amount !== instalment.remaining) {
              setAmountError(T.payExactAmount(formatKopecks(instalment.remaining)));
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
