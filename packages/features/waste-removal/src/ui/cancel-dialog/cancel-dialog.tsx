import { errorMessageOf } from '@resident/api';
import type { WastePickup } from '@resident/contract';
import { FormErrorAlert, formatMoney } from '@resident/ui';
import { Modal } from 'antd';
import { useState } from 'react';
import { useCancelWastePickupMutation } from '../../api/waste-removal.api';
import { windowLabel } from '../../lib/format';
import { WASTE_REMOVAL_TEXTS as T } from '../../lib/texts';

export interface CancelDialogProps {
  contragentId: number;
  pickup: WastePickup;
  onClose: () => void;
  onCancelled: (pickup: WastePickup) => void;
}

type QueryError = Parameters<typeof errorMessageOf>[0];

/** Asks before cancelling and says what happens to the money: nothing to return, or the whole price back. */
export function CancelDialog({ contragentId, pickup, onClose, onCancelled }: CancelDialogProps) {
  const [cancel, state] = useCancelWastePickupMutation();
  const [error, setError] = useState<string | null>(null);
  const paid = pickup.status !== 'created';

  async function confirm() {
    setError(null);
    try {
      onCancelled(await cancel({ contragentId, pickupId: pickup.id }).unwrap());
    } catch (failure) {
      setError(errorMessageOf(failure as QueryError));
    }
  }

  return (
    <Modal
      open
      title={T.cancelTitle(pickup.id)}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={T.cancelConfirm}
      cancelText={T.cancelKeep}
      okButtonProps={{ danger: true, loading: state.isLoading }}
      destroyOnHidden
    >
      <FormErrorAlert message={error} />
      <p>
        {pickup.wasteType.name}, {pickup.volume} м³ — {windowLabel(pickup.slot)}.
      </p>
      <p>{paid ? T.cancelRefund(formatMoney((pickup.amount - (pickup.refund?.amount ?? 0)) / 100)) : T.cancelUnpaid}</p>
    </Modal>
  );
}

export default CancelDialog;
