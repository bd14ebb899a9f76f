const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

// The month in the genitive, as Russian says a date («от ноября»): Intl gives it when the month
// stands with a day, so no table of month names is kept here.
const withDay = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * The consent text's version as residents read it: the operator versions the text by its
 * year and month ('2026-11' → 'от ноября 2026'); another label is shown as the operator wrote it.
 */
export function consentEdition(version: string): string {
  const match = YEAR_MONTH.exec(version.trim());
  if (!match) return version;
  const [, year, month] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  const monthName = withDay.formatToParts(date).find((part) => part.type === 'month')?.value ?? month;
  return `от ${monthName} ${year}`;
}
