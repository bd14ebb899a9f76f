import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRY_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  FAR_FUTURE_DATE,
  ISO_DATE_FORMAT,
  MIN_DATE,
} from './constants.ts';
import { formatDate, formatDateTime, formatMonth, fromIsoDate, parseDate, toIsoDate } from './date.ts';

describe('spec §9 formats', () => {
  it('are the spec values', () => {
    expect([DATE_FORMAT, ISO_DATE_FORMAT, DATE_TIME_FORMAT, CARD_EXPIRY_FORMAT]).toEqual([
      'DD.MM.YYYY',
      'YYYY-MM-DD',
      'DD.MM.YYYY HH:mm',
      'MM.YY',
    ]);
    expect(FAR_FUTURE_DATE).toBe('31.12.9999');
    expect(MIN_DATE).toBe('01.01.2019');
  });

  it('card expiry renders as MM.YY', () => {
    expect(dayjs('2027-04-30').format(CARD_EXPIRY_FORMAT)).toBe('04.27');
  });
});

describe('formatDate / formatDateTime', () => {
  it.each([
    ['2024-03-05', '05.03.2024'],
    ['2024-03-05T23:59:00', '05.03.2024'],
    [new Date(2019, 0, 1), '01.01.2019'],
  ])('formatDate(%s) → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('formatDateTime shows hours and minutes', () => {
    expect(formatDateTime('2024-03-05T14:07:09')).toBe('05.03.2024 14:07');
  });

  it.each([null, undefined, '', 'не дата'])('a missing or invalid date (%s) is the fallback, never today', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDate(value, 'не заполнено')).toBe('не заполнено');
    expect(formatDateTime(value, 'Нет данных')).toBe('Нет данных');
  });
});

describe('formatMonth', () => {
  it('names the month in Russian, nominative', () => {
    expect(formatMonth('2024-03-01')).toBe('март 2024');
    expect(formatMonth('2023-12-15')).toBe('декабрь 2023');
  });
});

describe('parseDate / toIsoDate', () => {
  it('parses the spec constants', () => {
    expect(toIsoDate(parseDate(MIN_DATE))).toBe('2019-01-01');
    expect(toIsoDate(parseDate(FAR_FUTURE_DATE))).toBe('9999-12-31');
  });

  it.each(['31.02.2024', '1.1.2019', '2019-01-01', '01.13.2019', ''])('rejects %s', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it('toIsoDate is empty for a missing date', () => {
    expect(toIsoDate(undefined)).toBe('');
  });
});

describe('fromIsoDate', () => {
  it('reads YYYY-MM-DD strictly', () => {
    expect(fromIsoDate('2026-11-28')?.format(DATE_FORMAT)).toBe('28.11.2026');
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('28.11.2026')).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });
});
