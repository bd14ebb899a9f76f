import { useProvedSubmit } from '@resident/altcha';
import { useAppDispatch } from '@resident/api';
import { useBrand } from '@resident/branding';
import { GuestLayout } from '@resident/ui';
import { login } from '../model/login';
import { LoginForm, type LoginFormValues } from '../ui/login-form';
import { AuthLinks } from '../ui/auth-links';
import { PayWithoutLoginLink } from '../ui/pay-without-login-link';

export const LOGIN_TITLE = 'Вход в личный кабинет';

export function LoginPage() {
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const { proof, submitting, error, submit } = useProvedSubmit(async (values: LoginFormValues, altcha) => {
    const result = await dispatch(login({ ...values, altcha }));
    return login.rejected.match(result) ? { error: result.payload ?? result.error.message } : undefined;
  });

  return (
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }} title={LOGIN_TITLE} contacts={brand.contacts}>
      <LoginForm
        onSubmit={submit}
        submitting={submitting}
        error={error}
        proof={proof}
        onRetryProof={proof.renew}
      />
      <AuthLinks links={['register', 'recover']} />
      <PayWithoutLoginLink />
    </GuestLayout>
  );
}

export { LoginPage as Component };
