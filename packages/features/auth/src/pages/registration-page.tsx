import { useProvedSubmit } from '@resident/altcha';
import { errorMessageOf } from '@resident/api';
import { useBrand } from '@resident/branding';
import { GuestLayout } from '@resident/ui';
import { useState } from 'react';
import { useGetPersonalDataConsentQuery, useRegisterMutation } from '../api/registration.api';
import type { RegistrationValues } from '../lib/registration-checks';
import { AuthLinks } from '../ui/auth-links';
import { CHECK_EMAIL_TEXTS, CheckEmail } from '../ui/check-email';
import { EMPTY_REGISTRATION, RegistrationForm } from '../ui/registration-form';

export const REGISTRATION_TITLE = 'Регистрация';

/** /registration: the form, then "check your email"; asking again brings the form back as it was. */
export function RegistrationPage() {
  const brand = useBrand();
  const consent = useGetPersonalDataConsentQuery();
  const [register] = useRegisterMutation();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [sentTo, setSentTo] = useState<string>();
  const { proof, submitting, error, submit } = useProvedSubmit(async (typed: RegistrationValues, altcha) => {
    setValues(typed);
    if (!consent.data) return { error: errorMessageOf(consent.error) };
    const result = await register({
      email: typed.email.trim(),
      password: typed.password,
      lastName: typed.lastName.trim(),
      firstName: typed.firstName.trim(),
      ...(typed.middleName.trim() ? { middleName: typed.middleName.trim() } : {}),
      consentVersion: consent.data.version,
      altcha,
    });
    if (result.error) return { error: errorMessageOf(result.error) };
    setSentTo(result.data.sentTo);
    return undefined;
  });

  return (
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      title={REGISTRATION_TITLE}
      contacts={brand.contacts}
      maxWidth={480}
    >
      {sentTo ? (
        <CheckEmail text={CHECK_EMAIL_TEXTS.registration(sentTo)} onAgain={() => setSentTo(undefined)} />
      ) : (
        <RegistrationForm
          initialValues={values}
          consent={consent.data}
          consentError={consent.error ? errorMessageOf(consent.error) : undefined}
          onSubmit={submit}
          submitting={submitting}
          error={error}
          proof={proof}
          onRetryProof={proof.renew}
        />
      )}
      <AuthLinks links={['login']} />
    </GuestLayout>
  );
}

export { RegistrationPage as Component };
