import type { AutopayFirstCharge } from '@resident/contract';
import { formatDate, formatKopecks, PlainButton } from '@resident/ui';
import { useId } from 'react';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { look } from './parts';

export interface ChargeConfirmationProps {
  /** The close first charge, as the operator API named it just now. */
  charge: AutopayFirstCharge & { on: string };
  cardMask: string;
  /** The operator refused the save because the date or amount had changed since it was shown. */
  changed: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The explicit yes for a first charge within a few days of saving: its date, amount and card, in
 * place of «Сохранить» inside the drawer (no modal to load; the focus moves to the answer).
 */
export function ChargeConfirmation({ charge, cardMask, changed, busy, onConfirm, onCancel }: ChargeConfirmationProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <div role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} style={{ display: 'grid', gap: 8 }}>
      <strong id={titleId}>{T.confirmTitle}</strong>
      <div id={textId}>
        {changed ? <p style={{ margin: '0 0 4px' }}>{T.confirmChanged}</p> : null}
        <p style={{ margin: 0 }}>{T.confirmText(formatDate(charge.on), formatKopecks(charge.amount), cardMask)}</p>
      </div>
      <div style={look.row}>
        <PlainButton variant="primary" autoFocus loading={busy} onClick={onConfirm}>
          {T.confirmSave}
        </PlainButton>
        <PlainButton disabled={busy} onClick={onCancel}>
          {T.cancel}
        </PlainButton>
      </div>
    </div>
  );
}
