import { useProvedSubmit } from '@resident/altcha';
import type { PublicPayAccount } from '@resident/contract';
import { useLookupPayAccountMutation } from '../api/public-pay.api';
import { lookupErrorMessage } from '../lib/lookup-error';
import { AccountForm } from './account-form';

type Props = { onFound: (account: PublicPayAccount) => void; initialNumber?: string };

/** Step 1: the number and the proof, looked up; the proof is renewed after every failed look-up. */
export function AccountStep({ onFound, initialNumber }: Props) {
  const [lookup] = useLookupPayAccountMutation();
  const { proof, submitting, error, submit } = useProvedSubmit(async (accountNumber: string, altcha) => {
    const result = await lookup({ accountNumber, altcha });
    if (!result.data) return { error: lookupErrorMessage(result.error) };
    onFound(result.data);
    return undefined;
  });

  return (
    <AccountForm
      onSubmit={submit}
      submitting={submitting}
      error={error}
      proof={proof}
      onRetryProof={proof.renew}
      initialValue={initialNumber}
    />
  );
}
