import type { BilledService } from '@resident/contract';
import { PayForm, useAccountPayment, useGetReceiptContactQuery } from '@resident/payments';
import { Drawer } from 'antd';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';

export interface ServicePayDrawerProps {
  contragentId: number;
  /** The service being paid; the drawer is open while there is one. */
  service: BilledService | null;
  returnPath: string;
  onClose: () => void;
  /** A payment that needed no acquirer page (already paid with this attempt, refused at once). */
  onResult: (paymentId: number) => void;
}

/**
 * One service paid through @resident/payments: purpose 'charges' with its serviceId (the ledger
 * counts the money to that service first), any amount, and the card kept for autopay if asked.
 */
export default function ServicePayDrawer({
  contragentId,
  service,
  returnPath,
  onClose,
  onResult,
}: ServicePayDrawerProps) {
  const flow = useAccountPayment({
    contragentId,
    serviceId: service?.id,
    returnPath,
    onResult: (payment) => onResult(payment.id),
  });
  const { data: receiptContact } = useGetReceiptContactQuery();
  return (
    <Drawer title={T.payTitle} open={service !== null} onClose={onClose} size="default" destroyOnHidden>
      {service ? (
        <PayForm
          key={service.id}
          initialAmount={Math.max(service.debt, 0)}
          initialContact={receiptContact}
          offerSaveCard
          summary={<p>{T.paySummary(service.name)}</p>}
          onPay={flow.pay}
          submitting={flow.submitting}
          error={flow.error}
        />
      ) : null}
    </Drawer>
  );
}
