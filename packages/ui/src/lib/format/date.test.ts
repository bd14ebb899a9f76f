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
import { formatMonthGenitive } from './month-genitive.ts';
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

  it.each([
    ['2026-01-01', 'январь 2026', 'января 2026'],
    ['2026-02-01', 'февраль 2026', 'февраля 2026'],
    ['2026-03-01', 'март 2026', 'марта 2026'],
    ['2026-04-01', 'апрель 2026', 'апреля 2026'],
    ['2026-05-01', 'май 2026', 'мая 2026'],
    ['2026-06-01', 'июнь 2026', 'июня 2026'],
    ['2026-07-01', 'июль 2026', 'июля 2026'],
    ['2026-08-01', 'август 2026', 'августа 2026'],
    ['2026-09-01', 'сентябрь 2026', 'сентября 2026'],
    ['2026-10-01', 'октябрь 2026', 'октября 2026'],
    ['2026-11-01', 'ноябрь 2026', 'ноября 2026'],
    ['2026-12-31', 'декабрь 2026', 'декабря 2026'],
  ])('%s: nominative %s, genitive %s', (value, nominative, genitive) => {
    expect(formatMonth(value)).toBe(nominative);
    expect(formatMonthGenitive(value.slice(0, 7))).toBe(genitive);
  });

  it.each(['', '2026-13', '2026-1', '2026-11-05', 'ноябрь'])('the genitive of %j is the fallback', (value) => {
    expect(formatMonthGenitive(value)).toBe('');
    expect(formatMonthGenitive(value, value)).toBe(value);
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
