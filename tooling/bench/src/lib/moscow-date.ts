/** Moscow has kept UTC+3 all year since 2014; the operator API's date filters are Moscow days. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The Moscow calendar date `years` before the moment, 'YYYY-MM-DD': the same day and month, or the
 * 28th of February when the day was a 29th of February that year does not have.
 */
export function moscowDateYearsBefore(nowMs: number, years: number): string {
  const today = new Date(nowMs + MOSCOW_OFFSET_MS);
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}
