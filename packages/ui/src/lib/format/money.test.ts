import { describe, expect, it } from 'vitest';
import { formatKopecks } from './money.ts';
import { PAGINATION_LABELS } from './pagination.ts';

const nbsp = '\u00a0';

describe('formatKopecks', () => {
  // The texts the screens showed when each feature divided by 100 itself: byte for byte the same.
  it.each([
    [123_456, `1${nbsp}234,56${nbsp}₽`],
    [112_000, `1${nbsp}120,00${nbsp}₽`],
    [0, `0,00${nbsp}₽`],
    [1, `0,01${nbsp}₽`],
    [150_000, `1${nbsp}500,00${nbsp}₽`],
    [123_456_789, `1${nbsp}234${nbsp}567,89${nbsp}₽`],
    [50_000_000, `500${nbsp}000,00${nbsp}₽`],
    [-30_050, `-300,50${nbsp}₽`],
    [-5, `-0,05${nbsp}₽`],
    [999_999_999_999_999, `9${nbsp}999${nbsp}999${nbsp}999${nbsp}999,99${nbsp}₽`],
  ])('%d kopecks → %s', (kopecks, expected) => {
    expect(formatKopecks(kopecks)).toBe(expected);
  });

  it('gives back every kopeck of an integer amount exactly', () => {
    for (const kopecks of [
      0, 7, 99, 100, 101, 1_005, 29_999, 1_000_001, 123_456_789_012, 987_654_321_098_765, 999_999_999_999_999,
    ]) {
      const [rubles, fraction] = formatKopecks(kopecks).replace(/\D+$/, '').replaceAll(nbsp, '').split(',');
      expect(BigInt(rubles ?? '') * 100n + BigInt(fraction ?? '')).toBe(BigInt(kopecks));
    }
  });

  it('drops «,00» of a whole amount when asked, keeps kopecks that are there', () => {
    expect(formatKopecks(7_500_000, { dropZeroKopecks: true })).toBe(`75${nbsp}000${nbsp}₽`);
    expect(formatKopecks(0, { dropZeroKopecks: true })).toBe(`0${nbsp}₽`);
    expect(formatKopecks(-150_000, { dropZeroKopecks: true })).toBe(`-1${nbsp}500${nbsp}₽`);
    expect(formatKopecks(4_500_050, { dropZeroKopecks: true })).toBe(`45${nbsp}000,50${nbsp}₽`);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s is the fallback', (kopecks) => {
    expect(formatKopecks(kopecks)).toBe('');
    expect(formatKopecks(kopecks, { fallback: 'Нет данных' })).toBe('Нет данных');
  });
});

describe('PAGINATION_LABELS', () => {
  it('are the spec §9 labels', () => {
    expect(PAGINATION_LABELS).toEqual({
      items_per_page: '/ стр.',
      jump_to: 'Перейти',
      prev_page: 'Назад',
      next_page: 'Вперед',
    });
  });
});
