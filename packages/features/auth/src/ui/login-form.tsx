// Plain fields, drawn like antd's: antd's theme engine alone would spend most of /login's
// first-load budget (design.md §4).
import { AltchaStatus, type ProofStatus } from '@resident/altcha';
import { FormErrorAlert, FormField, MESSAGES, PlainInput, PlainPasswordInput, SubmitButton } from '@resident/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';

export type LoginFormValues = { username: string; password: string };

export const LOGIN_TEXTS = {
  username: 'Логин',
  usernameHint: 'Электронная почта, указанная при регистрации',
  password: 'Пароль',
  submit: 'Войти',
} as const;

type Field = keyof LoginFormValues;
type Errors = Partial<Record<Field, string>>;

type Props = {
  onSubmit: (values: LoginFormValues) => void;
  submitting: boolean;
  error?: string;
  proof: ProofStatus;
  onRetryProof: () => void;
  initialValues?: Partial<LoginFormValues>;
};

/** rules.required(): empty or only spaces is missing. */
const problemOf = (value: string) => (value.trim() === '' ? MESSAGES.required : undefined);

/**
 * The login form. It never clears what the resident typed: a wrong password or a failed request
 * leaves both fields as they were, so a typo is fixed in place. A plain form rather than antd's
 * Form: two required fields do not need its engine (see FormField).
 */
export function LoginForm({ onSubmit, submitting, error, proof, onRetryProof, initialValues }: Props) {
  const [values, setValues] = useState<LoginFormValues>({
    username: initialValues?.username ?? '',
    password: initialValues?.password ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});

  // As antd's Form does: a field is checked again whenever it changes.
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: problemOf(value) }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = { username: problemOf(values.username), password: problemOf(values.password) };
    setErrors(found);
    if (!found.username && !found.password && !submitting) onSubmit(values);
  }

  return (
    <form name="login" noValidate onSubmit={submit}>
      <FormErrorAlert message={error} />
      <FormField
        id="login_username"
        label={LOGIN_TEXTS.username}
        hint={LOGIN_TEXTS.usernameHint}
        error={errors.username}
        required
      >
        {(control) => (
          <PlainInput
            {...control}
            size="large"
            value={values.username}
            onChange={change('username')}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField id="login_password" label={LOGIN_TEXTS.password} error={errors.password} required>
        {(control) => (
          <PlainPasswordInput
            {...control}
            size="large"
            value={values.password}
            onChange={change('password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <AltchaStatus {...proof} onRetry={onRetryProof} />
      <SubmitButton loading={submitting}>{LOGIN_TEXTS.submit}</SubmitButton>
    </form>
  );
}
