import { baseApi, errorMessageOf, reloadContragent, useAppDispatch } from '@resident/api';
import { PaymentResult, usePaymentStatus } from '@resident/payments';
import { Modal } from 'antd';
import { useEffect } from 'react';
import { LITIGATION_TEXTS as T } from '../lib/texts';

export interface StateDutyResultProps {
  contragentId: number;
  paymentId: number;
  onRetry: () => void;
  onClose: () => void;
}

/** The payment the acquirer sent the resident back with; a paid duty reloads the session user. */
export default function StateDutyResult({ contragentId, paymentId, onRetry, onClose }: StateDutyResultProps) {
  const dispatch = useAppDispatch();
  const result = usePaymentStatus({ contragentId, paymentId });
  // A paid duty clears the user record's stateDutyDebt: the session user (the dashboard's warning)
  // and the cases are loaded again.
  const succeeded = result.data?.status === 'succeeded' && result.data.purpose === 'state-duty';
  useEffect(() => {
    if (!succeeded) return;
    dispatch(baseApi.util.invalidateTags(['Litigation', 'User']));
    void dispatch(reloadContragent());
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
