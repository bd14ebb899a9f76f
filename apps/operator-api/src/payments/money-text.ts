const RUBLES = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: true });

/**
 * '1 234,56 ₽' from integer kopecks, for the pages and receipts the operator API renders itself
 * (the portal formats with @resident/ui). Integer arithmetic: no float ever touches the amount.
 */
export function formatRubles(kopecks: number): string {
  const sign = kopecks < 0 ? '−' : '';
  const absolute = Math.abs(kopecks);
  const rubles = Math.trunc(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${RUBLES.format(rubles)},${rest} ₽`;
}
