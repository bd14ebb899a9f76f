import { describe, expect, it } from 'vitest';
import { isValidSnils, snilsDigits } from './snils.ts';

describe('isValidSnils', () => {
  it.each([
    ['112-233-445 95', 'sum 95 < 100: check = sum'],
    ['11223344595', 'digits only'],
    ['920-000-020 00', 'sum 101: check 00'],
    ['087-654-303 00', 'sum 202: 202 mod 101 = 0'],
    ['123-456-789 64', 'sum 165 > 101: 165 mod 101 = 64'],
    ['001-001-998 00', 'the last unchecked number: any check digits'],
    ['001-001-998 77', 'the last unchecked number: any check digits'],
    ['000-000-001 99', 'below the threshold'],
  ])('accepts %s (%s)', (snils) => {
    expect(isValidSnils(snils)).toBe(true);
  });

  it.each([
    ['112-233-445 96', 'wrong check number'],
    ['123-456-789 65', 'wrong check number'],
    ['001-001-999 00', 'first checked number with a wrong sum'],
    ['112-233-445 9', 'too short'],
    ['112-233-445 955', 'too long'],
    ['112/233/445 95', 'other separators'],
    ['', 'empty'],
  ])('rejects %s (%s)', (snils) => {
    expect(isValidSnils(snils)).toBe(false);
  });

  it('a sum of exactly 100 gives the check number 00', () => {
    // 9·9 + 2·8 + 1·3 = 81 + 16 + 3 = 100
    expect(isValidSnils('920-000-100 00')).toBe(true);
    expect(isValidSnils('920-000-100 01')).toBe(false);
  });

  it('snilsDigits strips the usual separators only', () => {
    expect(snilsDigits('112-233-445 95')).toBe('11223344595');
    expect(snilsDigits('112.233')).toBe('112.233');
  });
});
