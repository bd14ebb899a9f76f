import { useProvedSubmit } from '@resident/altcha';
import { selectIsAuthenticated, selectUser, useAppDispatch, useAppSelector } from '@resident/api';
import { useBrand } from '@resident/branding';
import { LOGIN_QUERY, paths, safeReturnPath } from '@resident/routes';
import { GuestLayout, StatusAlert } from '@resident/ui';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { login } from '../model/login';
import { LoginForm, type LoginFormValues } from '../ui/login-form';
import { AuthLinks } from '../ui/auth-links';
import { PayWithoutLoginLink } from '../ui/pay-without-login-link';

export const LOGIN_TITLE = 'Вход в личный кабинет';

export const SESSION_ENDED_TEXTS = {
  title: 'Сеанс завершён',
  back: 'Войдите снова — откроется страница, на которой вы были.',
  again: 'Войдите снова, чтобы продолжить.',
} as const;

/**
 * /login. A resident who is signed in already goes to their default entry instead of the form;
 * only a session present when the page opened counts, so the form's own sign-in leads where the
 * login flow sends it (the page the ended session was on, or the main screen).
 */
export function LoginPage() {
  const signedIn = useAppSelector((state) => selectIsAuthenticated(state) && selectUser(state) !== null);
  const [signedInAtOpen] = useState(signedIn);
  if (signedInAtOpen) return <Navigate to={paths.resident} replace />;
  return <LoginScreen />;
}

function LoginScreen() {
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  // Set by the session's end elsewhere (another tab signed out, the refresh token was refused).
  const sessionEnded = search.get(LOGIN_QUERY.session) === 'ended';
  const returnTo = search.get(LOGIN_QUERY.returnTo);
  const { proof, submitting, error, submit } = useProvedSubmit(async (values: LoginFormValues, altcha) => {
    const result = await dispatch(login({ ...values, altcha, returnTo }));
    return login.rejected.match(result) ? { error: result.payload ?? result.error.message } : undefined;
  });

  return (
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      title={LOGIN_TITLE}
      contacts={brand.contacts}
    >
      {sessionEnded && (
        <StatusAlert type="info" style={{ marginBottom: 16 }}>
          <strong>{SESSION_ENDED_TEXTS.title}.</strong>{' '}
          {safeReturnPath(returnTo) ? SESSION_ENDED_TEXTS.back : SESSION_ENDED_TEXTS.again}
        </StatusAlert>
      )}
      <LoginForm onSubmit={submit} submitting={submitting} error={error} proof={proof} onRetryProof={proof.renew} />
      <AuthLinks links={['register', 'recover']} />
      <PayWithoutLoginLink />
    </GuestLayout>
  );
}

export { LoginPage as Component };
