import { useAltchaProof } from '@resident/altcha';
import type { PublicPayAccount } from '@resident/contract';
import { useState } from 'react';
import { useLookupPayAccountMutation } from '../api/public-pay.api';
import { lookupErrorMessage } from '../lib/lookup-error';
import { AccountForm } from './account-form';

type Props = { onFound: (account: PublicPayAccount) => void; initialNumber?: string };

/** Step 1: the number and the proof, looked up; the proof is renewed after every failed look-up. */
export function AccountStep({ onFound, initialNumber }: Props) {
  const proof = useAltchaProof();
  const [lookup] = useLookupPayAccountMutation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(accountNumber: string) {
    setSubmitting(true);
    setError(undefined);
    try {
      const altcha = await proof.take();
      const result = await lookup({ accountNumber, altcha });
      if (result.data) onFound(result.data);
      else {
        setError(lookupErrorMessage(result.error));
        proof.renew();
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      proof.renew();
    } finally {
      setSubmitting(false);
    }
  }

  return <AccountForm onSubmit={submit} submitting={submitting} error={error} proof={proof} onRetryProof={proof.renew} initialValue={initialNumber} />;
}
