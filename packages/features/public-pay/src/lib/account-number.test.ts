import { describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_TEXTS, accountNumberProblem, normalizeAccountNumber } from './account-number';

describe('account number', () => {
  it('accepts 10 digits, also as a receipt prints them in groups', () => {
    expect(accountNumberProblem('7700000001')).toBeUndefined();
    expect(accountNumberProblem(' 770 000-0001 ')).toBeUndefined();
    expect(normalizeAccountNumber(' 770 000-0001 ')).toBe('7700000001');
  });

  it.each([
    ['', 'Обязательное поле'],
    ['   ', 'Обязательное поле'],
    ['77000О0001', 'Только цифры'],
    ['7700.00001', 'Только цифры'],
    ['770000001', ACCOUNT_NUMBER_TEXTS.length],
    ['77000000011', ACCOUNT_NUMBER_TEXTS.length],
  ])('refuses %j with %j', (typed, message) => {
    expect(accountNumberProblem(typed)).toBe(message);
  });
});
