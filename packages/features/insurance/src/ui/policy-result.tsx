import { baseApi, errorMessageOf, useAppDispatch } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { INSURANCE_TEXTS as T } from '../lib/texts';

export interface PolicyResultProps {
  contragentId: number;
  paymentId: number;
  onRetry: () => void;
  onClose: () => void;
}

/** The payment the acquirer sent the resident back with; a paid policy reloads the policies. */
export default function PolicyResult({ contragentId, paymentId, onRetry, onClose }: PolicyResultProps) {
  const dispatch = useAppDispatch();
  const result = usePaymentStatus({ contragentId, paymentId });
  const succeeded = result.data?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) dispatch(baseApi.util.invalidateTags(['Insurance']));
  }, [succeeded, dispatch]);
  return (
    <Modal open footer={null} onCancel={onClose} title={T.payTitle} destroyOnHidden>
      <PaymentResult
        payment={result.data}
        error={result.isError ? errorMessageOf(result.error) : null}
        onRetry={onRetry}
        onClose={onClose}
      />
    </Modal>
  );
}
