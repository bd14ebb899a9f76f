import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { PAGINATION_LABELS } from './pagination.ts';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [1234.56, `1${nbsp}234,56${nbsp}₽`],
    [0, `0,00${nbsp}₽`],
    [1500, `1${nbsp}500,00${nbsp}₽`],
    [1234567.891, `1${nbsp}234${nbsp}567,89${nbsp}₽`],
    [-300.5, `-300,50${nbsp}₽`],
  ])('%d → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s is the fallback', (amount) => {
    expect(formatMoney(amount)).toBe('');
    expect(formatMoney(amount, 'Нет данных')).toBe('Нет данных');
  });
});

describe('PAGINATION_LABELS', () => {
  it('are the spec §9 labels', () => {
    expect(PAGINATION_LABELS).toEqual({ items_per_page: '/ стр.', jump_to: 'Перейти', prev_page: 'Назад', next_page: 'Вперед' });
  });
});
