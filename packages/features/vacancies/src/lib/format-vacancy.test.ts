import { describe, expect, it } from 'vitest';
import { formatSalary, placeOf, queryOf } from './format-vacancy';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatting a vacancy', () => {
  it.each([
    [7_500_000, null, 'от 75 000 ₽'],
    [7_500_000, 9_500_000, '75 000 – 95 000 ₽'],
    [4_500_000, 4_500_000, 'от 45 000 ₽'],
    [2_800_000, null, 'от 28 000 ₽'],
    [2_800_050, 3_000_000, '28 000,50 – 30 000 ₽'],
  ])('salary %s – %s → %s', (from, to, text) => {
    expect(plain(formatSalary(from, to))).toBe(text);
  });

  it('formats places', () => {
    expect(placeOf('Тверь', 'Заволжский район')).toBe('Тверь, Заволжский район');
    expect(placeOf('Кимры', null)).toBe('Кимры');
  });

  it.each([
    [{}, {}],
    [
      { city: 'Тверь', district: 'Центральный район' },
      { city: 'Тверь', district: 'Центральный район' },
    ],
    [{ district: 'Центральный район' }, {}],
    [
      { schedule: 'shift', salaryFrom: '50000' },
      { schedule: 'shift', salaryFrom: 5_000_000 },
    ],
    [{ schedule: 'night', salaryFrom: '50 000' }, {}],
    [{ salaryFrom: '0' }, {}],
    [{ salaryFrom: '-5' }, {}],
  ])('the filters %j → the query %j', (filters, query) => {
    expect(queryOf(filters)).toEqual(query);
  });
});
