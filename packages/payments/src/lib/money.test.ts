import { CreatePaymentBodySchema } from '@resident/contract';
import { describe, expect, it } from 'vitest';
import { kopecksToInput, parseAmount } from './money';

describe('parseAmount', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.50', 150_050],
    ['1500,05', 150_005],
    ['1 500,50', 150_050],
    ['1\u00a0500,50 ₽', 150_050],
    ['0.01', 1],
    ['00012.30', 1_230],
    ['+10', 1_000],
    // Floats would give 1.1 * 100 = 110.00000000000001 and 4.35 * 100 = 434.99999999999994.
    ['1.10', 110],
    ['4.35', 435],
    ['500000', 50_000_000],
    ['500000.00', 50_000_000],
  ])('reads %j as %i kopecks', (text, kopecks) => {
    expect(parseAmount(text)).toEqual({ kopecks });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['сто', 'notNumber'],
    ['12a', 'notNumber'],
    ['1e3', 'notNumber'],
    ['$5', 'notNumber'],
    ['1.2.3', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    ['1,50.2', 'format'],
    ['--5', 'format'],
    ['1500.505', 'decimals'],
    ['0,001', 'decimals'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['-100', 'notPositive'],
    ['-0.5', 'notPositive'],
    ['500000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseAmount(text)).toEqual({ problem });
  });

  it('accepts exactly the amounts the server accepts', () => {
    const body = { purpose: 'charges', receiptEmail: 'i@demo.ru', returnPath: '/resident/1/billing' } as const;
    const cases = [
      ['-0.01', -1],
      ['0', 0],
      ['0.01', 1],
      ['500000', 50_000_000],
      ['500000.01', 50_000_001],
    ] as const;
    for (const [text, amount] of cases) {
      const serverAccepts = CreatePaymentBodySchema.safeParse({ ...body, amount }).success;
      expect(parseAmount(text).problem === undefined, text).toBe(serverAccepts);
    }
  });
});

describe('kopecksToInput', () => {
  it.each([
    [150_050, '1500.50'],
    [150_000, '1500.00'],
    [5, '0.05'],
    [0, ''],
    [-1_000, ''],
  ])('%i → %j', (kopecks, text) => {
    expect(kopecksToInput(kopecks)).toBe(text);
  });

  it('round-trips through parseAmount', () => {
    for (const kopecks of [1, 99, 100, 101, 123_456, 50_000_000])
      expect(parseAmount(kopecksToInput(kopecks))).toEqual({ kopecks });
  });
});
