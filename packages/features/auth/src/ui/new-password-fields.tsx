import { FormField, PlainPasswordInput } from '@resident/ui';
import { PasswordRules } from './password-rules';

export const NEW_PASSWORD_TEXTS = {
  password: 'Пароль',
  newPassword: 'Новый пароль',
  repeat: 'Повторите пароль',
} as const;

type Props = {
  idPrefix: string;
  label?: string;
  password: string;
  repeat: string;
  /** The address the password must not repeat. */
  email: string;
  errors: { password?: string; repeat?: string };
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
};

/** A new password with its rules ticking as it is typed, and its repeat. */
export function NewPasswordFields({
  idPrefix,
  label = NEW_PASSWORD_TEXTS.password,
  password,
  repeat,
  email,
  errors,
  onPassword,
  onRepeat,
}: Props) {
  const rulesId = `${idPrefix}_rules`;
  return (
    <>
      <FormField id={`${idPrefix}_password`} label={label} error={errors.password} required>
        {(control) => (
          <PlainPasswordInput
            {...control}
            aria-describedby={[control['aria-describedby'], rulesId].filter(Boolean).join(' ')}
            size="large"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordRules id={rulesId} password={password} email={email} />
      <FormField id={`${idPrefix}_repeat`} label={NEW_PASSWORD_TEXTS.repeat} error={errors.repeat} required>
        {(control) => (
          <PlainPasswordInput
            {...control}
            size="large"
            value={repeat}
            onChange={(event) => onRepeat(event.target.value)}
            autoComplete="new-password"
          />
        )}
      </FormField>
    </>
  );
}
