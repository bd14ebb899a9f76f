/**
 * Kopecks as rubles with a decimal comma, the way Russian Excel and Russian documents read them:
 * '1234,56', '-12,30'. Integer arithmetic only: no float ever touches the amount.
 */
export function rublesWithComma(kopecks: number, groupThousands = false): string {
  const sign = kopecks < 0 ? '-' : '';
  const absolute = Math.abs(kopecks);
  const rubles = String(Math.floor(absolute / 100));
  const grouped = groupThousands ? rubles.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : rubles;
  return `${sign}${grouped},${String(absolute % 100).padStart(2, '0')}`;
}

/** '1 234,56 руб.' for documents (non-breaking spaces so an amount never wraps). */
export function rublesText(kopecks: number): string {
  return `${rublesWithComma(kopecks, true)}\u00a0руб.`;
}
