import type { PublicPayAccount } from '@resident/contract';
import { PlainButton } from '@resident/ui';
import { AccountSummary } from './account-summary';

export const PAY_STEP_TEXTS = { otherAccount: 'Другой лицевой счёт' } as const;

type Props = { account: PublicPayAccount; onOtherAccount: () => void };

/** Step 2: the masked account and the amount due, then the shared pay form. */
export default function PayStep({ account, onOtherAccount }: Props) {
  return (
    <>
      <AccountSummary account={account} />
      <PlainButton variant="link" onClick={onOtherAccount}>
        {PAY_STEP_TEXTS.otherAccount}
      </PlainButton>
    </>
  );
}
