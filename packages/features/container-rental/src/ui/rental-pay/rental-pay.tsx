import type { RentalOrder } from '@resident/contract';
import { formatDate } from '@resident/ui';
import { OrderPayDrawer } from '@resident/payments';
import { RENTAL_PAGE_TEXTS as T } from '../../lib/texts';

export interface RentalPayProps {
  contragentId: number;
  /** The order to pay; the drawer is open while there is one. */
  order: RentalOrder | null;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/** A rental's or an extension's order, paid through @resident/payments' order drawer (purpose 'service'). */
export function RentalPay({ order, ...props }: RentalPayProps) {
  const extension = order?.purpose === 'extension';
  const what = extension && order ? `Продление до ${formatDate(order.endDate)}` : 'Аренда контейнера';
  return (
    <OrderPayDrawer
      {...props}
      order={order}
      purpose="service"
      title={extension ? T.payExtensionTitle : T.payTitle}
      summary={() => T.paySummary(what)}
    />
  );
}
