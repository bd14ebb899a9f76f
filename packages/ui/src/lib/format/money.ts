// Built on first use and kept (a NumberFormat is costly to create, and the screen formats money
// often); nothing runs at import, so a page without money carries none of this.
const formats: Intl.NumberFormat[] = [];
const rubles = (digits: 0 | 2) =>
  (formats[digits] ??= new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }));

export type FormatKopecksOptions = {
  /** What a missing or non-finite amount shows; '' by default. */
  fallback?: string;
  /** A whole amount without «,00» ('75 000 ₽', a salary); an amount with kopecks keeps them. */
  dropZeroKopecks?: boolean;
};

/**
 * '1 234,56 ₽' for integer kopecks, the one money format of the portal (non-breaking spaces, so an
 * amount never wraps). Money stays integer kopecks from the database up to here, the screen's edge:
 * the only division by 100 is this one, and two fraction digits give back the exact kopecks below
 * 2^45 roubles (a float's step is still under half a kopeck there).
 */
export function formatKopecks(
  kopecks: number | null | undefined,
  { fallback = '', dropZeroKopecks = false }: FormatKopecksOptions = {},
): string {
  if (typeof kopecks !== 'number' || !Number.isFinite(kopecks)) return fallback;
  return rubles(dropZeroKopecks && kopecks % 100 === 0 ? 0 : 2).format(kopecks / 100);
}
