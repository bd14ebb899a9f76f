/** The longest address RFC 5321 lets through. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.\d]{2,}$/u;
// Names and addresses typed in Russian: letters, spaces, hyphens (Салтыков-Щедрин), apostrophes.
const CYRILLIC = /^[А-Яа-яЁё][А-Яа-яЁё\s'’-]*$/u;

/** A plausible address: local@domain.tld, no spaces, a letter-only top-level domain (.ru, .рф). */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
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
