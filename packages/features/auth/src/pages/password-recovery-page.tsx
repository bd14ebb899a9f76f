import { AltchaStatus, useProvedSubmit } from '@resident/altcha';
import { errorMessageOf } from '@resident/api';
import { useBrand } from '@resident/branding';
import { FormErrorAlert, FormField, GuestLayout, SubmitButton } from '@resident/ui';
import { useState, type FormEvent } from 'react';
import { useRequestPasswordRecoveryMutation } from '../api/registration.api';
import { emailError } from '../lib/registration-checks';
import { AuthLinks } from '../ui/auth-links';
import { CHECK_EMAIL_TEXTS, CheckEmail } from '../ui/check-email';
import { EmailInput } from '../ui/email-input';

export const RECOVERY_TEXTS = {
  title: 'Восстановление пароля',
  intro:
    'Укажите электронную почту, с которой вы входите в личный кабинет. Мы пришлём ссылку, чтобы задать новый пароль.',
  email: 'Электронная почта',
  submit: 'Получить ссылку',
} as const;

/** /password-recovery: the email and the altcha proof, then "check your email" (the same for any address). */
export function PasswordRecoveryPage() {
  const brand = useBrand();
  const [request] = useRequestPasswordRecoveryMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { proof, submitting, error, submit } = useProvedSubmit(async (address: string, altcha) => {
    const result = await request({ email: address, altcha });
    if (result.error) return { error: errorMessageOf(result.error) };
    setSentTo(result.data.sentTo);
    return undefined;
  });

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setProblem(found);
    if (!found && !submitting) submit(email.trim());
  }

  return (
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      title={RECOVERY_TEXTS.title}
      contacts={brand.contacts}
    >
      {sentTo ? (
        <CheckEmail text={CHECK_EMAIL_TEXTS.recovery(sentTo)} onAgain={() => setSentTo(undefined)} />
      ) : (
        <form name="password-recovery" noValidate onSubmit={send}>
          <p style={{ marginTop: 0 }}>{RECOVERY_TEXTS.intro}</p>
          <FormErrorAlert message={error} />
          <FormField id="recovery_email" label={RECOVERY_TEXTS.email} error={problem} required>
            {(control) => (
              <EmailInput
                {...control}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (problem) setProblem(emailError(event.target.value));
                }}
              />
            )}
          </FormField>
          <AltchaStatus {...proof} onRetry={proof.renew} />
          <SubmitButton loading={submitting}>{RECOVERY_TEXTS.submit}</SubmitButton>
        </form>
      )}
      <AuthLinks links={['login', 'register']} />
    </GuestLayout>
  );
}

export { PasswordRecoveryPage as Component };
