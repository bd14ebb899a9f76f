// Two formats built once: the screen formats money often (tables of charges), and a
// NumberFormat is costly to create.
const withKopecks = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRoubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export type FormatKopecksOptions = {
  /** What a missing or non-finite amount shows; '' by default. */
  fallback?: string;
  /** A whole amount without «,00» ('75 000 ₽', a salary); an amount with kopecks keeps them. */
  dropZeroKopecks?: boolean;
};

/**
 * Integer kopecks as an exact decimal string ('-300.50'): Intl formats a numeric string without
 * going through a float, so no amount is ever rounded by a division. (A runtime older than
 * Intl.NumberFormat v3 reads the string as a number: still exact to the kopeck below 10^13 ₽.)
 */
function decimalOf(kopecks: number): Intl.StringNumericLiteral | number {
  if (!Number.isSafeInteger(kopecks)) return kopecks / 100;
  const digits = String(Math.abs(kopecks)).padStart(3, '0');
  return `${kopecks < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral;
}

/**
 * '1 234,56 ₽' for integer kopecks, the one money format of the portal (non-breaking spaces, so an
 * amount never wraps). Money stays integer kopecks from the database up to here, the screen's edge.
 */
export function formatKopecks(kopecks: number | null | undefined, { fallback = '', dropZeroKopecks = false }: FormatKopecksOptions = {}): string {
  if (typeof kopecks !== 'number' || !Number.isFinite(kopecks)) return fallback;
  const format = dropZeroKopecks && kopecks % 100 === 0 ? wholeRoubles : withKopecks;
  return format.format(decimalOf(kopecks));
}
