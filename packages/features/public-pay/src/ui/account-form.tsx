// Plain (antd-free): the first step is /pay's first paint, a guest page with a small budget
// (design.md §4); antd arrives only with the pay form of the next step.
import { AltchaStatus, type ProofStatus } from '@resident/altcha';
import { FormErrorAlert, FormField, PlainInput, SubmitButton } from '@resident/ui';
import { useState, type FormEvent } from 'react';
import { accountNumberProblem, normalizeAccountNumber } from '../lib/account-number';

export const ACCOUNT_FORM_TEXTS = {
  label: 'Номер лицевого счёта',
  hint: '10 цифр, как в квитанции',
  submit: 'Продолжить',
} as const;

type Props = {
  onSubmit: (accountNumber: string) => void;
  submitting: boolean;
  /** The look-up's failure (not found, closed account, network). */
  error?: string;
  proof: ProofStatus;
  onRetryProof: () => void;
  initialValue?: string;
};

/**
 * Step 1 of public /pay: the account number and the altcha proof. What was typed stays after a
 * failed look-up, so a wrong digit is fixed in place.
 */
export function AccountForm({ onSubmit, submitting, error, proof, onRetryProof, initialValue = '' }: Props) {
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string>();
  const [touched, setTouched] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = accountNumberProblem(value);
    setTouched(true);
    setProblem(found);
    if (!found && !submitting) onSubmit(normalizeAccountNumber(value));
  }

  return (
    <form name="public-pay-account" noValidate onSubmit={submit}>
      <FormErrorAlert message={error} />
      <FormField
        id="pay_account"
        label={ACCOUNT_FORM_TEXTS.label}
        hint={ACCOUNT_FORM_TEXTS.hint}
        error={problem}
        required
      >
        {(control) => (
          <PlainInput
            {...control}
            size="large"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              // As antd's Form: checked again on every change once the resident has tried to submit.
              if (touched) setProblem(accountNumberProblem(event.target.value));
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
          />
        )}
      </FormField>
      <AltchaStatus {...proof} onRetry={onRetryProof} />
      <SubmitButton loading={submitting}>{ACCOUNT_FORM_TEXTS.submit}</SubmitButton>
    </form>
  );
}
