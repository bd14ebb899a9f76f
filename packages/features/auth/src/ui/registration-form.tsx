import { AltchaStatus, type ProofStatus } from '@resident/altcha';
import type { PersonalDataConsent } from '@resident/contract';
import { FormErrorAlert, FormField, PlainInput, SubmitButton } from '@resident/ui';
import { useState, type FormEvent } from 'react';
import {
  registrationErrors,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration-checks';
import { ConsentField } from './consent-field';
import { EmailInput } from './email-input';
import { NewPasswordFields } from './new-password-fields';

export const REGISTRATION_FORM_TEXTS = {
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  middleNameHint: 'Если есть',
  email: 'Электронная почта',
  emailHint: 'На неё придёт ссылка для подтверждения, она же станет логином',
  submit: 'Зарегистрироваться',
} as const;

export const EMPTY_REGISTRATION: RegistrationValues = {
  lastName: '',
  firstName: '',
  middleName: '',
  email: '',
  password: '',
  repeat: '',
  consent: false,
};

type Props = {
  initialValues?: RegistrationValues;
  consent: PersonalDataConsent | undefined;
  consentError?: string;
  onSubmit: (values: RegistrationValues) => void;
  submitting: boolean;
  error?: string;
  proof: ProofStatus;
  onRetryProof: () => void;
};

const NAME_FIELDS = [
  ['lastName', 'family-name'],
  ['firstName', 'given-name'],
  ['middleName', 'additional-name'],
] as const;

/**
 * The registration form: ФИО, the email that becomes the login, a new password with its rules, the
 * separate personal-data consent and the altcha proof. Nothing typed is lost on a refusal.
 */
export function RegistrationForm({
  initialValues = EMPTY_REGISTRATION,
  consent,
  consentError,
  onSubmit,
  submitting,
  error,
  proof,
  onRetryProof,
}: Props) {
  const [values, setValues] = useState<RegistrationValues>(initialValues);
  const [tried, setTried] = useState(false);
  // As antd's Form: once the resident has tried to send, every change is checked again.
  const errors: RegistrationErrors = tried ? registrationErrors(values) : {};

  function change<F extends RegistrationField>(field: F, value: RegistrationValues[F]) {
    // From the current state, not this render's: on hydration every prerendered field hands over
    // what was typed into it in the same commit (useTypedBeforeHydration), and each must add to
    // the others instead of writing over them.
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = registrationErrors(values);
    setTried(true);
    if (Object.keys(found).length === 0 && !submitting) onSubmit(values);
  }

  return (
    <form name="registration" noValidate onSubmit={submit}>
      <FormErrorAlert message={error} />
      {NAME_FIELDS.map(([field, autoComplete]) => (
        <FormField
          key={field}
          id={`registration_${field}`}
          label={REGISTRATION_FORM_TEXTS[field]}
          hint={field === 'middleName' ? REGISTRATION_FORM_TEXTS.middleNameHint : undefined}
          error={errors[field]}
          required={field !== 'middleName'}
        >
          {(control) => (
            <PlainInput
              {...control}
              size="large"
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              autoComplete={autoComplete}
              maxLength={100}
            />
          )}
        </FormField>
      ))}
      <FormField
        id="registration_email"
        label={REGISTRATION_FORM_TEXTS.email}
        hint={REGISTRATION_FORM_TEXTS.emailHint}
        error={errors.email}
        required
      >
        {(control) => (
          <EmailInput {...control} value={values.email} onChange={(event) => change('email', event.target.value)} />
        )}
      </FormField>
      <NewPasswordFields
        idPrefix="registration"
        password={values.password}
        repeat={values.repeat}
        email={values.email}
        errors={errors}
        onPassword={(value) => change('password', value)}
        onRepeat={(value) => change('repeat', value)}
      />
      <ConsentField
        consent={consent}
        loadError={consentError}
        checked={values.consent}
        error={errors.consent}
        onChange={(checked) => change('consent', checked)}
      />
      <AltchaStatus {...proof} onRetry={onRetryProof} />
      <SubmitButton loading={submitting}>{REGISTRATION_FORM_TEXTS.submit}</SubmitButton>
    </form>
  );
}
