import { baseApi, errorMessageOf, useAppDispatch } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { useEffect } from 'react';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';

export interface RentalPaymentResultProps {
  contragentId: number;
  paymentId: number;
  onClose: () => void;
}

/**
 * The payment the acquirer sent the resident back with, at the top of the page (not in antd's
 * Modal: that would regroup antd's shared chunks and every route's first load would grow); a paid
 * order reloads the rentals. No «Оплатить снова» here: an order still unpaid keeps its own
 * «Оплатить» on its rental.
 */
export function RentalPaymentResult({ contragentId, paymentId, onClose }: RentalPaymentResultProps) {
  const dispatch = useAppDispatch();
  const result = usePaymentStatus({ contragentId, paymentId });
  const succeeded = result.data?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) dispatch(baseApi.util.invalidateTags(['ContainerRental']));
  }, [succeeded, dispatch]);
  return (
    <section aria-label={T.paymentResult} className="rp-rent__box" style={{ marginBottom: 16 }}>
      <PaymentResult
        payment={result.data}
        error={result.isError ? errorMessageOf(result.error) : null}
        onClose={onClose}
        successText={T.orderPaid}
      />
    </section>
  );
}
