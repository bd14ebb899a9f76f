/** The longest address RFC 5321 lets through. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one email rule: the portal's forms check it and the operator API's schemas are built on it
 * (`z.email({ pattern: EMAIL_PATTERN })`). It is zod's own `z.regexes.email` (a test holds the two
 * together), copied so that this folder stays zod-free: an ASCII dot-atom local part (no leading,
 * trailing or double dot), letter/digit/hyphen domain labels, a letter-only top-level domain.
 * Cyrillic addresses (иван@mail.ru, user@почта.рф) are refused: delivering them needs SMTPUTF8,
 * which the operator's mail relay is not known to offer, so the form says so before sending.
 */
/* eslint-disable no-useless-escape -- zod's source verbatim, so the test can compare the two */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */
// Names and addresses typed in Russian: letters, spaces, hyphens (Салтыков-Щедрин), apostrophes.
const CYRILLIC = /^[А-Яа-яЁё][А-Яа-яЁё\s'’-]*$/u;

/** An address the operator API takes: EMAIL_PATTERN, at most EMAIL_MAX_LENGTH characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Spec §5 number format: '.' as the separator, none, one or two decimals (1500, 1500.5, 1500.50). */
export const DECIMAL_PATTERN = /^\d+(?:\.\d{1,2})?$/;

export function isValidDecimal(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

/** Only Russian letters (plus the space, hyphen and apostrophe found in names). */
export function isCyrillicOnly(value: string): boolean {
  return CYRILLIC.test(value.trim());
}
