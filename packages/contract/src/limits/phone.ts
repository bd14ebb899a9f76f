// Russian numbering plan: after +7 the code starts with 3, 4, 8 or 9 (Russia) or 6, 7
// (Kazakhstan, same country code). 0, 1, 2 and 5 never start a code: that is a typo.
const VALID_CODE_START = /^[346789]/;
const ALLOWED = /^[\d\s()+-]*$/;

/** The 10 national digits typed so far (fewer while typing), or null when it is not a +7 number. */
function nationalDigits(value: string): string | null {
  if (!ALLOWED.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits.startsWith('7') ? digits.slice(1) : null;
  // A leading 8 (or 7) is the trunk prefix of a full 11-digit number: 8 912 … = +7 912 …
  if (digits.length === 11 && /^[78]/.test(digits)) return digits.slice(1);
  return digits;
}

/** E.164 ('+79123456789') for a complete Russian number in any usual notation, otherwise null. */
export function normalizePhone(value: string): string | null {
  const national = nationalDigits(value);
  return national?.length === 10 ? `+7${national}` : null;
}

export type PhoneProblem = 'invalid' | 'incomplete';

/**
 * What is wrong with a phone number: 'invalid' (not a Russian number), 'incomplete' (too few
 * digits yet), or null when it is fine or empty (emptiness is the required rule's business).
 */
export function phoneProblem(value: string): PhoneProblem | null {
  const national = nationalDigits(value);
  if (national === null || national.length > 10) return 'invalid';
  if (national === '') return value.trim() === '' || value.trim() === '+7' ? null : 'incomplete';
  if (!VALID_CODE_START.test(national)) return 'invalid';
  return national.length < 10 ? 'incomplete' : null;
}

export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== null && phoneProblem(value) === null;
}

/**
 * A phone as residents read it: '+78001234567' → '+7 (800) 123-45-67'. Anything that is not a
 * complete Russian number is shown as given.
 */
export function formatPhone(value: string): string {
  const e164 = normalizePhone(value);
  if (!e164) return value;
  const d = e164.slice(2);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}
