import { describe, expect, it } from 'vitest';
import { daysText, monthsText, priceBreakdown, volumeText } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('rental words and figures', () => {
  it.each([
    [1, '1 день'],
    [2, '2 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [112, '112 дней'],
  ])('%i → %s', (count, text) => {
    expect(daysText(count)).toBe(text);
  });

  it('names months and volumes', () => {
    expect(monthsText(1)).toBe('1 месяц');
    expect(monthsText(3)).toBe('3 месяца');
    expect(monthsText(12)).toBe('12 месяцев');
    expect(volumeText(0.75)).toBe('0,75 м³');
    expect(volumeText(27)).toBe('27 м³');
  });

  it.each([
    ['days only', { days: 10, months: 0, restDays: 10, amount: 150_000 }, '10 дней × 150,00 ₽'],
    [
      'a month and days',
      { days: 35, months: 1, restDays: 5, amount: 325_000 },
      '1 месяц × 2 500,00 ₽ + 5 дней × 150,00 ₽',
    ],
    [
      'days capped at a month',
      { days: 50, months: 1, restDays: 20, amount: 500_000 },
      '1 месяц × 2 500,00 ₽ + 20 дней по цене месяца, 2 500,00 ₽',
    ],
    ['whole months', { days: 61, months: 2, restDays: 0, amount: 500_000 }, '2 месяца × 2 500,00 ₽'],
  ])('breaks down %s', (_name, quote, text) => {
    expect(plain(priceBreakdown({ pricePerDay: 15_000, pricePerMonth: 250_000, ...quote }))).toBe(text);
  });

  it('says when every day at the daily price is cheaper', () => {
    expect(
      plain(
        priceBreakdown({
          days: 30,
          months: 1,
          restDays: 0,
          pricePerDay: 10_000,
          pricePerMonth: 400_000,
          amount: 300_000,
        }),
      ),
    ).toBe('30 дней × 100,00 ₽');
  });
});
