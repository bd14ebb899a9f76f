import type { InsurancePolicyOrder } from '@resident/contract';
import { OrderPayDrawer } from '@resident/payments';
import { INSURANCE_TEXTS as T } from '../lib/texts';

export interface PolicyPayProps {
  contragentId: number;
  order: InsurancePolicyOrder | null;
  /** The insured person's email, just typed in the flow: the fiscal receipt goes there unless changed. */
  receiptContact?: string;
  returnPath: string;
  onClose: () => void;
  onResult: (paymentId: number) => void;
}

/** Paid through @resident/payments' order drawer: purpose 'service' with the order, exactly its amount. */
export default function PolicyPay(props: PolicyPayProps) {
  return <OrderPayDrawer {...props} purpose="service" title={T.payTitle} summary={T.paySummary} />;
}
