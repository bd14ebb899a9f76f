import { useAltchaProof } from '@resident/altcha';
import { useAppDispatch } from '@resident/api';
import { useBrand } from '@resident/branding';
import { GuestLayout } from '@resident/ui';
import { useState } from 'react';
import { login } from '../model/login';
import { LoginForm, type LoginFormValues } from '../ui/login-form';
import { PayWithoutLoginLink } from '../ui/pay-without-login-link';

export const LOGIN_TITLE = 'Вход в личный кабинет';

export function LoginPage() {
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const proof = useAltchaProof();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(values: LoginFormValues) {
    setSubmitting(true);
    setError(undefined);
    try {
      const altcha = await proof.take();
      const result = await dispatch(login({ ...values, altcha }));
      if (login.rejected.match(result)) {
        setError(result.payload ?? result.error.message);
        proof.renew();
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      proof.renew();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }} title={LOGIN_TITLE} contacts={brand.contacts}>
      <LoginForm
        onSubmit={submit}
        submitting={submitting}
        error={error}
        proof={proof}
        onRetryProof={proof.renew}
      />
      <PayWithoutLoginLink />
    </GuestLayout>
  );
}

export { LoginPage as Component };
