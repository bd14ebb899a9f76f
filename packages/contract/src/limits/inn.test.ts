import { describe, expect, it } from 'vitest';
import { isValidInn } from './inn.ts';

describe('isValidInn', () => {
  it.each([
    ['1234567894', 'design §3 vector, 10 digits'],
    ['123456789047', 'design §3 vector, 12 digits'],
    ['7707083893', 'Сбербанк'],
    ['500100732259', 'a person'],
  ])('accepts %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['1234567895', 'design §3 vector: wrong check digit'],
    ['123456789048', 'wrong 12th digit'],
    ['123456789037', 'wrong 11th digit'],
    ['123456789', 'too short'],
    ['12345678901', '11 digits'],
    ['1234567890123', '13 digits'],
    ['12345678 94', 'a space'],
    ['123456789Ч', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});
