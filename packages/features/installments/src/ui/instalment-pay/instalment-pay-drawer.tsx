import { OrderPayDrawer } from '@resident/payments';
import { formatDate } from '@resident/ui';
import type { PayableInstalment } from '../../lib/next-instalment.ts';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';

export interface InstalmentPayDrawerProps {
  contragentId: number;
  /** The instalment being paid; the drawer is open while there is one. */
  instalment: PayableInstalment | null;
  /** The registry's path: the acquirer sends the resident back there with `?payment={id}`. */
  returnPath: string;
  onClose: () => void;
  /** A payment that needed no acquirer page (already paid with this attempt, or refused at once). */
  onResult: (paymentId: number) => void;
}

/**
 * «Оплатить платёж»: the one exact-amount pay drawer (purpose 'charges', no order) at what the
 * instalment lacks; the operator API allocates the payment to the oldest unpaid instalment, which
 * this one is once the earlier ones are paid.
 */
export default function InstalmentPayDrawer({
  contragentId,
  instalment,
  returnPath,
  onClose,
  onResult,
}: InstalmentPayDrawerProps) {
  return (
    <OrderPayDrawer
      contragentId={contragentId}
      purpose="charges"
      order={instalment ? { amount: instalment.remaining } : null}
      title={instalment ? T.payTitle(instalment.number, instalment.agreementNumber) : T.payInstalment}
      summary={() => (instalment ? T.paySummary(formatDate(instalment.dueDate)) : null)}
      returnPath={returnPath}
      onClose={onClose}
      onResult={onResult}
    />
  );
}
