import { DEFAULT_TIME_ZONE, isTimeZone, zoneLabel } from '@resident/contract/limits';
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DATE_TIME_FORMAT, ISO_DATE_FORMAT, TIME_FORMAT } from './constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// One rule for the whole product (README "Times and dates"): every instant is told in the
// operator's region time zone, never the device's. Set once from the brand at startup.
let operatorZone = DEFAULT_TIME_ZONE;

/** The brand's `timeZone` (Europe/Moscow when it has none or the runtime does not know it). */
export function setOperatorTimeZone(timeZone: string | undefined): void {
  operatorZone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The zone every time of day is shown in. */
export function operatorTimeZone(): string {
  return operatorZone;
}

// A calendar date (a due date, a court decision's day) is the same day everywhere: never shifted.
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
// An instant written with its offset ('…Z', '…+03:00'); without one it is the operator's wall time.
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function toDayjs(value: ConfigType): Dayjs | null {
  // dayjs(undefined) is "now": a missing date must never show as today.
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  if (!date.isValid()) return null;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return date;
  if (typeof value === 'string' && !WITH_OFFSET.test(value)) return dayjs.tz(value, operatorZone);
  if (typeof value === 'string' || typeof value === 'number') return date.tz(operatorZone);
  // A Date or dayjs the page built itself (a picker's day) is a calendar value of the device: as is.
  return date;
}

/** '05.03.2024' (the operator's date of an instant); `fallback` (default '') for a missing or invalid date. */
export function formatDate(value: ConfigType, fallback = ''): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? fallback;
}

/** '05.03.2024 14:07' in the operator's time zone. */
export function formatDateTime(value: ConfigType, fallback = ''): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? fallback;
}

/** '14:07' in the operator's time zone. */
export function formatTime(value: ConfigType, fallback = ''): string {
  return toDayjs(value)?.format(TIME_FORMAT) ?? fallback;
}

/** 'вт, 14 июля 2026 г.' (`withYear`) or 'вт, 14 июля': the operator's day of an instant. */
export function formatWeekday(value: ConfigType, { withYear = true } = {}, fallback = ''): string {
  return (
    toDayjs(value)
      ?.locale('ru')
      .format(withYear ? 'dd, D MMMM YYYY г.' : 'dd, D MMMM') ?? fallback
  );
}

/**
 * The operator zone's name beside a time of day the resident acts on: «мск», «мск+2». `at` picks
 * the offset (a zone may have changed it); now by default.
 */
export function timeZoneLabel(at: ConfigType = Date.now()): string {
  const date = toDayjs(at);
  return zoneLabel(operatorZone, date ? date.valueOf() : Date.now());
}

/** '07:48 (мск)': a time of day the resident acts on, with its zone. */
export function formatTimeWithZone(value: ConfigType, fallback = ''): string {
  const time = formatTime(value);
  return time ? `${time} (${timeZoneLabel(value)})` : fallback;
}

/** '05.03.2024 14:07 (мск)': an appointment (a court hearing) the resident comes to. */
export function formatDateTimeWithZone(value: ConfigType, fallback = ''): string {
  const text = formatDateTime(value);
  return text ? `${text} (${timeZoneLabel(value)})` : fallback;
}

/** 'март 2024': a billing period. */
export function formatMonth(value: ConfigType, fallback = ''): string {
  return toDayjs(value)?.locale('ru').format('MMMM YYYY') ?? fallback;
}

/** '2024-03-05' for the API. */
export function toIsoDate(value: ConfigType): string {
  return toDayjs(value)?.format(ISO_DATE_FORMAT) ?? '';
}

/**
 * Parses 'DD.MM.YYYY' strictly (spec §9 constants such as MIN_DATE are written so), without the
 * customParseFormat plugin. Null for anything else, including 31.02.2024.
 */
export function parseDate(text: string): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = dayjs(`${year}-${month}-${day}`);
  return date.isValid() && date.format(DATE_FORMAT) === `${day}.${month}.${year}` ? date : null;
}

/** Parses an ISO 'YYYY-MM-DD' date strictly (the API's dates, a form's state); null for anything else. */
export function fromIsoDate(text: string): Dayjs | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? parseDate(`${match[3]}.${match[2]}.${match[1]}`) : null;
}
