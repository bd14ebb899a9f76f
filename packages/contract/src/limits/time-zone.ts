/**
 * One rule for times and dates across the product: the operator's region time zone (the brand's
 * `timeZone`), never the device's clock. A resident of Perm reading the portal on a phone set to
 * Moscow, or travelling, sees the same «до 07:48» as the operator's documents and emails.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** An IANA time zone the runtime knows ('Europe/Moscow', 'Asia/Yekaterinburg'). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `at`, in minutes (Europe/Moscow → 180). */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/**
 * How Russians name a region's time: «мск» for Moscow's, «мск+2» for Yekaterinburg's (Пермь, Югра),
 * «мск−1» for Kaliningrad's; outside Russia's offsets, «UTC+5:30».
 */
export function zoneLabel(timeZone: string, at: number): string {
  const hours = (zoneOffsetMinutes(timeZone, at) - zoneOffsetMinutes(DEFAULT_TIME_ZONE, at)) / 60;
  if (hours === 0) return 'мск';
  if (Number.isInteger(hours)) return `мск${hours > 0 ? '+' : '−'}${Math.abs(hours)}`;
  const offset = zoneOffsetMinutes(timeZone, at);
  const sign = offset < 0 ? '−' : '+';
  const abs = Math.abs(offset);
  return `UTC${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** The calendar date 'YYYY-MM-DD' of the instant `at` in `timeZone`. */
export function zoneDate(timeZone: string, at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
