import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, phoneProblem } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['89123456789', '+79123456789'],
    ['8 (912) 345-67-89', '+79123456789'],
    ['+7 (912) 345-67-89', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['9123456789', '+79123456789'],
    ['+79123456789', '+79123456789'],
    ['8 800 000-00-00', '+78000000000'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '+7 (912) 345-67', '+8 912 345-67-89', '+380441234567', '891234567890', 'телефон', '8912345678a'])(
    'gives null for %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('phoneProblem', () => {
  it.each([
    ['', null],
    ['+7', null],
    ['+7 (912) 345-67-89', null],
    ['89123456789', null],
    ['+7 (912) 34', 'incomplete'],
    ['+791234', 'incomplete'],
    ['912', 'incomplete'],
    ['+7 (112) 345-67-89', 'invalid'],
    ['+7 (0', 'invalid'],
    ['+7 (512) 345-67-89', 'invalid'],
    ['+1 202 555 0100', 'invalid'],
    ['+7 (912) 345-67-890', 'invalid'],
    ['8-912-abc', 'invalid'],
  ])('%s → %s', (input, expected) => {
    expect(phoneProblem(input)).toBe(expected);
  });

  it('isValidPhone needs a complete, plausible number', () => {
    expect(isValidPhone('+7 (912) 345-67-89')).toBe(true);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('+7 (212) 345-67-89')).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+78000000000', '+7 (800) 000-00-00'],
    ['+73467001122', '+7 (346) 700-11-22'],
    ['8 800 250-12-34', '+7 (800) 250-12-34'],
    ['+380441234567', '+380441234567'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
