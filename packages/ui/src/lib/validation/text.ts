/** Spec §5, §9: longest free text (appeal body, comments). */
export const TEXT_MAX_LENGTH = 10_000;
/** Spec §5, §9: longest appeal subject. */
export const APPEAL_SUBJECT_MAX_LENGTH = 250;

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.\d]{2,}$/u;
// Names and addresses typed in Russian: letters, spaces, hyphens (Салтыков-Щедрин), apostrophes.
const CYRILLIC = /^[А-Яа-яЁё][А-Яа-яЁё\s'’-]*$/u;

/** A plausible address: local@domain.tld, no spaces, a letter-only top-level domain (.ru, .рф). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Spec §5 number format: '.' as the separator, none, one or two decimals (1500, 1500.5, 1500.50). */
export function isValidDecimal(value: string): boolean {
  return /^\d+(?:\.\d{1,2})?$/.test(value);
}

/** Only Russian letters (plus the space, hyphen and apostrophe found in names). */
export function isCyrillicOnly(value: string): boolean {
  return CYRILLIC.test(value.trim());
}
