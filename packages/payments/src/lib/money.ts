import { PAYMENT_MAX_KOPECKS } from '@resident/contract/limits';

export { PAYMENT_MAX_KOPECKS };

export type AmountProblem = 'required' | 'notNumber' | 'format' | 'decimals' | 'notPositive' | 'tooLarge';
export type ParsedAmount = { kopecks: number; problem?: undefined } | { kopecks?: undefined; problem: AmountProblem };

// Spaces group thousands ('1 500,50'; a copied amount brings non-breaking ones), a trailing ₽ may be pasted along.
const GROUPING = /[\s\u00a0\u202f]/g;
const NUMBER = /^(\d+)(?:[.,](\d+))?$/;
// More digits than this before the separator is over the maximum whatever they are, and stays far
// below Number.MAX_SAFE_INTEGER when multiplied by 100.
const MAX_RUBLE_DIGITS = 9;

/**
 * The kopecks of an amount as the resident typed it, without floating point: '1500', '1500.5',
 * '1 500,50' → 150050. Spec §5: '.' separates (',' is taken too, a Russian keyboard types it), at
 * most two decimals; more than 0 and at most 500 000 ₽ (PAYMENT_MAX_KOPECKS).
 */
export function parseAmount(text: string): ParsedAmount {
  const cleaned = text.replace(GROUPING, '').replace(/₽$/, '');
  if (cleaned === '') return { problem: 'required' };
  if (/[^\d.,+-]/.test(cleaned)) return { problem: 'notNumber' };
  const negative = cleaned.startsWith('-');
  const match = NUMBER.exec(negative || cleaned.startsWith('+') ? cleaned.slice(1) : cleaned);
  if (!match) return { problem: 'format' };
  const [, rubles = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'decimals' };
  const significant = rubles.replace(/^0+(?=\d)/, '');
  const kopecks =
    significant.length > MAX_RUBLE_DIGITS ? Infinity : Number(significant) * 100 + Number(fraction.padEnd(2, '0'));
  if (negative || kopecks === 0) return { problem: 'notPositive' };
  if (kopecks > PAYMENT_MAX_KOPECKS) return { problem: 'tooLarge' };
  return { kopecks };
}

/** What the amount field shows for a sum in kopecks: 150050 → '1500.50' (spec §5 separator), 0 or less → ''. */
export function kopecksToInput(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks <= 0) return '';
  const rubles = Math.floor(kopecks / 100);
  return `${rubles}.${String(kopecks % 100).padStart(2, '0')}`;
}
