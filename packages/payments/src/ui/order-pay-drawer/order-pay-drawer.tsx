import type { PaymentPurpose } from '@resident/contract';
import { Drawer, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useGetReceiptContactQuery } from '../../api/receipt-contact-api.ts';
import { formatKopecks } from '@resident/ui';
import { useAccountPayment } from '../../model/use-account-payment.ts';
import { PayForm } from '../pay-form/index.ts';

export interface OrderPayDrawerProps {
  contragentId: number;
  purpose: PaymentPurpose;
  /**
   * What to pay, at exactly its amount (kopecks): an order (its id is sent with the payment), or an
   * amount the operator API computed without one (an instalment's remainder). Open while there is one.
   */
  order: { orderId?: number; amount: number } | null;
  title: string;
  /** Above the form, given the formatted amount: a text (drawn as a paragraph) or the feature's own markup. */
  summary: (amount: string) => ReactNode;
  /**
   * Where the fiscal receipt goes when the flow has just asked for it (the insured person's email);
   * otherwise the resident's profile gives it. Either stays editable.
   */
  receiptContact?: string;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/**
 * An order the operator API priced (a state duty, a policy, a pickup, a rental, …) or another exact
 * amount it computed (an instalment's remainder), paid in a drawer through the one pay flow: purpose
 * and order sent, the amount shown as a figure the resident cannot change (there is nothing else
 * to pay), the receipt contact prefilled; a double click sends one request and the attempt's
 * Idempotency-Key makes a repeat answer the same payment.
 */
export function OrderPayDrawer({
  contragentId,
  purpose,
  order,
  title,
  summary,
  receiptContact,
  returnPath,
  onClose,
  onResult,
}: OrderPayDrawerProps) {
  // Asked while the drawer is still closed (the page mounts it), so the contact is there when it opens.
  const { data: profileContact } = useGetReceiptContactQuery();
  const flow = useAccountPayment({
    contragentId,
    purpose,
    orderId: order?.orderId,
    returnPath,
    onResult: (payment) => onResult(payment.id),
  });
  return (
    <Drawer title={title} open={order !== null} onClose={onClose} size="default" destroyOnHidden>
      {order ? (
        <PayForm
          fixedAmount={order.amount}
          initialContact={receiptContact?.trim() || profileContact || undefined}
          summary={paragraph(summary(formatKopecks(order.amount)))}
          onPay={flow.pay}
          submitting={flow.submitting}
          error={flow.error}
        />
      ) : null}
    </Drawer>
  );
}

function paragraph(summary: ReactNode): ReactNode {
  return typeof summary === 'string' ? <Typography.Paragraph>{summary}</Typography.Paragraph> : summary;
}
