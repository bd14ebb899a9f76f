import { Modal, Typography } from 'antd';
import { BILLING_TEXTS } from '../../lib/texts.ts';

export interface ReceiptSendConfirmProps {
  /** The month in words ('апрель 2026'); null while the dialog is closed. */
  period: string | null;
  /** The address the receipt goes to; undefined while it loads. */
  email: string | undefined;
  /** Why the address could not be loaded (nothing is sent then). */
  error?: string | null;
  sending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * «Не получил квитанцию» asks first: the receipt goes to the address shown, which the resident
 * confirms (or goes to the profile to change). Nothing is sent before the address is on screen.
 */
export function ReceiptSendConfirm({ period, email, error, sending, onConfirm, onCancel }: ReceiptSendConfirmProps) {
  return (
    <Modal
      open={period !== null}
      title={BILLING_TEXTS.resendTitle}
      okText={BILLING_TEXTS.resendConfirm}
      cancelText={BILLING_TEXTS.resendCancel}
      okButtonProps={{ disabled: !email }}
      confirmLoading={sending}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 4 }}>{BILLING_TEXTS.resendTo(period ?? '')}</Typography.Paragraph>
      {error ? (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph strong data-testid="receipt-email">
          {email ?? BILLING_TEXTS.resendEmailLoading}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {BILLING_TEXTS.resendHint}
      </Typography.Paragraph>
    </Modal>
  );
}
