import type { PublicPayAccount } from '@resident/contract';

type Props = { paymentId: number; account?: PublicPayAccount; onStartOver: () => void };

/** Step 3: the payment's result after the acquirer's page. */
export default function ResultStep(props: Props) {
  return <p>{props.paymentId}</p>;
}
