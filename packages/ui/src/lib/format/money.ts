const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1 234,56 ₽' (non-breaking spaces, so the amount never wraps); `fallback` for a non-number. */
export function formatMoney(amount: number | null | undefined, fallback = ''): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? rubles.format(amount) : fallback;
}
