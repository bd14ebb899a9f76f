import type { StateDutyOrder } from '@resident/contract';
import { OrderPayDrawer } from '@resident/payments';
import { LITIGATION_TEXTS as T } from '../lib/texts';

export interface StateDutyPayProps {
  contragentId: number;
  order: StateDutyOrder | null;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/** Paid through @resident/payments' order drawer: purpose 'state-duty' with the order, exactly its amount. */
export default function StateDutyPay(props: StateDutyPayProps) {
  return <OrderPayDrawer {...props} purpose="state-duty" title={T.payTitle} summary={T.paySummary} />;
}
