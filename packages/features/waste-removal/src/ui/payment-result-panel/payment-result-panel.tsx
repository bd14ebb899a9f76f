import { baseApi, errorMessageOf, useAppDispatch } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { useEffect } from 'react';
import { ORDER_TEXTS as T } from '../../lib/order-texts';

export interface PaymentResultPanelProps {
  contragentId: number;
  paymentId: number;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The payment the acquirer sent the resident back with, above the orders (no modal: the list it
 * changes stays in view). A paid order reloads the list, which shows it paid.
 */
export function PaymentResultPanel({ contragentId, paymentId, onRetry, onClose }: PaymentResultPanelProps) {
  const dispatch = useAppDispatch();
  const result = usePaymentStatus({ contragentId, paymentId });
  const succeeded = result.data?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) dispatch(baseApi.util.invalidateTags(['WasteRemoval']));
  }, [succeeded, dispatch]);
  return (
    <section aria-labelledby="waste-payment" className="rp-waste__result">
      <h2 id="waste-payment" className="rp-waste__subtitle">
        {T.payTitle}
      </h2>
      <PaymentResult
        payment={result.data}
        error={result.isError ? errorMessageOf(result.error) : null}
        onRetry={onRetry}
        onClose={onClose}
        successText={T.paidResult}
      />
    </section>
  );
}
