import { errorMessageOf, useAppDispatch } from '@resident/api';
import { useBrand } from '@resident/branding';
import { paths } from '@resident/routes';
import { FormErrorAlert, GuestLayout, SubmitButton } from '@resident/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useResetPasswordMutation } from '../api/registration.api';
import { newPasswordErrors, onlyProblems } from '../lib/registration-checks';
import { signInWithTokens } from '../model/sign-in';
import { useLinkToken } from '../model/use-link-token';
import { NEW_PASSWORD_TEXTS, NewPasswordFields } from '../ui/new-password-fields';

export const RESET_TEXTS = {
  title: 'Восстановление пароля',
  intro: 'Придумайте новый пароль. После сохранения все прежние входы в личный кабинет завершатся.',
  submit: 'Сохранить пароль и войти',
  newLink: 'Запросить новую ссылку',
  noToken: 'В ссылке нет кода восстановления. Откройте ссылку из письма целиком',
} as const;

/** /password-recovery/reset?token=…: the new password twice, then signed in with it. */
export function PasswordResetPage() {
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const token = useLinkToken();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string | undefined>(token ? undefined : RESET_TEXTS.noToken);
  const [tried, setTried] = useState(false);

  const check = (nextPassword: string, nextRepeat: string) =>
    onlyProblems(newPasswordErrors(nextPassword, nextRepeat, ''));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(password, repeat);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length > 0 || isLoading || !token) return;
    const result = await reset({ token, password });
    if (result.error) {
      setFailure(errorMessageOf(result.error));
      return;
    }
    const entered = await dispatch(signInWithTokens(result.data));
    if (signInWithTokens.rejected.match(entered)) setFailure(entered.payload ?? errorMessageOf(entered.error));
  }

  return (
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      title={RESET_TEXTS.title}
      contacts={brand.contacts}
    >
      <form name="password-reset" noValidate onSubmit={(event) => void send(event)}>
        <p style={{ marginTop: 0 }}>{RESET_TEXTS.intro}</p>
        <FormErrorAlert message={failure} />
        {failure ? (
          <p>
            <Link to={paths.passwordRecovery}>{RESET_TEXTS.newLink}</Link>
          </p>
        ) : null}
        <NewPasswordFields
          idPrefix="reset"
          label={NEW_PASSWORD_TEXTS.newPassword}
          password={password}
          repeat={repeat}
          email=""
          errors={errors}
          onPassword={(value) => {
            setPassword(value);
            if (tried) setErrors(check(value, repeat));
          }}
          onRepeat={(value) => {
            setRepeat(value);
            if (tried) setErrors(check(password, value));
          }}
        />
        <SubmitButton loading={isLoading}>{RESET_TEXTS.submit}</SubmitButton>
      </form>
    </GuestLayout>
  );
}

export { PasswordResetPage as Component };
