let kamchatkaDate: Intl.DateTimeFormat | undefined;

/**
 * Today where Russia's day starts first (Kamchatka, UTC+12): a date after it is in the future for
 * every resident, so the operator API refuses a "past" date after it and never refuses one that is
 * already today somewhere in the country. ISO 'YYYY-MM-DD'.
 */
export function latestRussianDate(nowMs: number): string {
  kamchatkaDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kamchatka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return kamchatkaDate.format(nowMs);
}

/**
 * The last date a form offers for something that has already happened: the resident's own today,
 * but never after `latestRussianDate` (a device clock set to a zone ahead of Russia would otherwise
 * offer a date the operator API refuses). ISO 'YYYY-MM-DD'.
 */
export function pastDatesEnd(now: Date = new Date()): string {
  const local = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  const latest = latestRussianDate(now.getTime());
  return local < latest ? local : latest;
}
