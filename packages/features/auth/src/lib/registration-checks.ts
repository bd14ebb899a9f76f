import { brokenPasswordRules, isCyrillicOnly, isValidEmail, passwordProblemMessage } from '@resident/contract/limits';
import { MESSAGES } from '@resident/ui';

export type RegistrationValues = {
  lastName: string;
  firstName: string;
  middleName: string;
  email: string;
  password: string;
  repeat: string;
  consent: boolean;
};

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const CHECK_TEXTS = {
  repeatMismatch: 'Пароли не совпадают',
  consentRequired: 'Без согласия на обработку персональных данных зарегистрироваться нельзя',
} as const;

const required = (value: string) => (value.trim() === '' ? MESSAGES.required : undefined);
const name = (value: string, optional = false) =>
  optional && value.trim() === ''
    ? undefined
    : (required(value) ?? (isCyrillicOnly(value) ? undefined : MESSAGES.cyrillicOnly));

/** A new password and its repeat, as registration and the reset page check them before sending. */
export function newPasswordErrors(
  password: string,
  repeat: string,
  email: string,
): Pick<RegistrationErrors, 'password' | 'repeat'> {
  const broken = brokenPasswordRules(password, email);
  return {
    password: required(password) ?? (broken.length > 0 ? passwordProblemMessage(broken) : undefined),
    repeat: required(repeat) ?? (repeat !== password ? CHECK_TEXTS.repeatMismatch : undefined),
  };
}

export function emailError(email: string): string | undefined {
  return required(email) ?? (isValidEmail(email.trim()) ? undefined : MESSAGES.email);
}

/** Drops the fields without a problem: an empty object means the form may be sent. */
export function onlyProblems<T extends Record<string, string | undefined>>(found: T): Partial<T> {
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined)) as Partial<T>;
}

/** Every problem of the registration form, keyed by field. */
export function registrationErrors(values: RegistrationValues): RegistrationErrors {
  return onlyProblems({
    lastName: name(values.lastName),
    firstName: name(values.firstName),
    middleName: name(values.middleName, true),
    email: emailError(values.email),
    ...newPasswordErrors(values.password, values.repeat, values.email),
    consent: values.consent ? undefined : CHECK_TEXTS.consentRequired,
  });
}
