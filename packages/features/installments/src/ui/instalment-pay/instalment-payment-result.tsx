import { errorMessageOf } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { Panel } from '../parts/index.ts';

export interface InstalmentPaymentResultProps {
  contragentId: number;
  paymentId: number;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Back from the acquirer (`?payment={id}`): the result, updating by itself while pending. A final
 * payment invalidates 'Billing', which the registry's query provides: the schedule reloads with it.
 */
export default function InstalmentPaymentResult({
  contragentId,
  paymentId,
  onRetry,
  onClose,
}: InstalmentPaymentResultProps) {
  const status = usePaymentStatus({ contragentId, paymentId });
  return (
    <Panel title={T.payResultTitle}>
      <PaymentResult
        payment={status.data}
        error={status.error ? errorMessageOf(status.error) : null}
        onRetry={onRetry}
        onClose={onClose}
        successText={T.paySucceeded}
      />
    </Panel>
  );
}
