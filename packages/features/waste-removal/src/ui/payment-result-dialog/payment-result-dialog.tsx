import { baseApi, errorMessageOf, useAppDispatch } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { WASTE_REMOVAL_TEXTS as T } from '../../lib/texts';

export interface PaymentResultDialogProps {
  contragentId: number;
  paymentId: number;
  onRetry: () => void;
  onClose: () => void;
}

/** The payment the acquirer sent the resident back with; a paid order reloads the list, which shows it paid. */
export function PaymentResultDialog({ contragentId, paymentId, onRetry, onClose }: PaymentResultDialogProps) {
  const dispatch = useAppDispatch();
  const result = usePaymentStatus({ contragentId, paymentId });
  const succeeded = result.data?.status === 'succeeded';
  useEffect(() => {
    if (succeeded) dispatch(baseApi.util.invalidateTags(['WasteRemoval']));
  }, [succeeded, dispatch]);
  return (
    <Modal open footer={null} onCancel={onClose} title={T.payTitle} destroyOnHidden>
      <PaymentResult payment={result.data} error={result.isError ? errorMessageOf(result.error) : null} onRetry={onRetry} onClose={onClose} successText={T.paidResult} />
    </Modal>
  );
}

export default PaymentResultDialog;
