import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import { DATE_FORMAT, DATE_TIME_FORMAT, ISO_DATE_FORMAT } from './constants.ts';

function toDayjs(value: ConfigType): Dayjs | null {
  // dayjs(undefined) is "now": a missing date must never show as today.
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** '05.03.2024'; `fallback` (default '') for a missing or invalid date. */
export function formatDate(value: ConfigType, fallback = ''): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? fallback;
}

/** '05.03.2024 14:07' in the resident's time zone. */
export function formatDateTime(value: ConfigType, fallback = ''): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? fallback;
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
