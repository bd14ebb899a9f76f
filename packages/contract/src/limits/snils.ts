// Numbers up to 001-001-998 were issued before the checksum existed (design.md §3).
const LAST_UNCHECKED = 1_001_998;

/** Strips the usual '123-456-789 01' separators; anything else stays and fails the check. */
export function snilsDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** СНИЛС: 11 digits; sum of d1..d9 × (9..1), check = (sum mod 101) mod 100. Accepts '123-456-789 01'. */
export function isValidSnils(value: string): boolean {
  const digits = snilsDigits(value);
  if (!/^\d{11}$/.test(digits)) return false;
  if (Number(digits.slice(0, 9)) <= LAST_UNCHECKED) return true;
  const sum = [...digits.slice(0, 9)].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  return (sum % 101) % 100 === Number(digits.slice(9));
}
