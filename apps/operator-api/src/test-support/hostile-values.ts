import fc from 'fast-check';

const MEGABYTE = 1024 * 1024;

/** Strings an attacker or a broken client sends: SQL, paths, markup, unicode edge cases, a megabyte. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '1 UNION SELECT password_hash FROM users',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '%00',
  '\u0000',
  '\u202Eгодовой отчёт\u202C', // right-to-left override
  'a\u200Bb\u200Cc\u200Dd\uFEFF', // zero-width characters
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'x\uD83D', // a cut emoji
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'Ω≈ç√∫˜µ≤≥÷',
  '\r\nSet-Cookie: a=b',
  '-1',
  '0',
  '1e400',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '0x7fffffff',
  '2026-02-30',
  '9999-99-99',
  'null',
  'true',
  '[]',
  '{}',
];

/**
 * Already percent-encoded pieces of a URL no encoder makes: invalid UTF-8 (a lone surrogate's
 * bytes, an overlong slash), broken escapes.
 */
export const RAW_URL_PIECES = ['%ED%A0%80', '%C0%AF', '%FF%FE', '%zz', '%', '%E0%A4%A', '%2e%2e%2f%2e%2e%2f'];

/** A megabyte string: built once, shared by every case that draws it. */
export const MEGABYTE_STRING = 'я'.repeat(MEGABYTE / 2);

/** Numbers outside every range: huge, negative, fractional, unsafe. */
const HOSTILE_NUMBERS = [
  0,
  -1,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  0.5,
  -0.0001,
  5e-324,
];

/** Any JSON value of the wrong type for where it is put. */
const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
  { __proto__: { admin: true } },
);

/** One hostile value for a JSON body field or a whole body. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/**
 * The longest text worth sending in a URL or a header: Node's HTTP parser refuses a request head
 * over 16 KB (431) before any route sees it, so megabytes there test nothing of ours.
 */
const LONG_URL_TEXT = 'я'.repeat(1_300);

/** One hostile value for a path segment, a query parameter or a header: text, or raw URL bytes. */
const rawPiece: fc.Arbitrary<string | { raw: string }> = fc.constantFrom(...RAW_URL_PIECES).map((raw) => ({ raw }));
export const hostileText: fc.Arbitrary<string | { raw: string }> = fc.oneof(
  { weight: 2, arbitrary: rawPiece },
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.map(String)) },
  { weight: 1, arbitrary: fc.constant(LONG_URL_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
);
