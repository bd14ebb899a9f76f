import { errorMessageOf } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { Heading, look } from './parts';

export interface ServicePayResultProps {
  contragentId: number;
  paymentId: number;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Back from the acquirer (`?payment={id}`): the result above the services, updating by itself while
 * pending. A box, as on the dashboard: antd's Modal here regrouped antd's shared chunks and added
 * 0.7 kB to every resident route's first load (measured with the size check).
 */
export default function ServicePayResult({ contragentId, paymentId, onRetry, onClose }: ServicePayResultProps) {
  const result = usePaymentStatus({ contragentId, paymentId });
  return (
    <section aria-labelledby="service-pay-result" style={{ ...look.box, marginBottom: 16 }}>
      <Heading level={2} id="service-pay-result">
        {T.payTitle}
      </Heading>
      <PaymentResult
        payment={result.data}
        error={result.isError ? errorMessageOf(result.error) : null}
        onRetry={onRetry}
        onClose={onClose}
      />
    </section>
  );
}
