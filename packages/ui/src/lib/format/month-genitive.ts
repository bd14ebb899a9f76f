// Russian puts a month in the genitive only beside a day («1 ноября»): Intl gives that form when the
// day is asked for too, so no table of month names is kept. A calendar month is the same month in
// every zone, so it is read in UTC. Its own module: only the pages that say it load it.
let withDay: Intl.DateTimeFormat | undefined;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** '2026-11' → 'ноября 2026' («от ноября 2026»); `fallback` (default '') for anything else. */
export function formatMonthGenitive(yearMonth: string, fallback = ''): string {
  const match = YEAR_MONTH.exec(yearMonth);
  if (!match) return fallback;
  const [, year = '', month = ''] = match;
  withDay ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const name = withDay
    .formatToParts(Date.UTC(Number(year), Number(month) - 1, 1))
    .find((part) => part.type === 'month')?.value;
  return name ? `${name} ${year}` : fallback;
}
