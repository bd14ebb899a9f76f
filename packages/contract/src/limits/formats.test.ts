import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isCyrillicOnly, isDigitsOnly, isValidDecimal, isValidEmail } from './formats.ts';

describe('isValidEmail', () => {
  it.each(['ivanov@mail.ru', 'i.ivanov+bills@yandex.ru', 'user@sub.domain.example', 'a_b-c@x-y.ru'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'ivanov',
    'ivanov@',
    '@mail.ru',
    'ivanov@mail',
    'iva nov@mail.ru',
    'ivanov@mail.r',
    'ivanov@mail..ru',
    'a@b@c.ru',
    'ivanov@mail.123',
    'user@почта.рф',
    'иван@mail.ru',
    'a..b@x.ru',
    '.a@x.ru',
    'a.@x.ru',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 4)}@x.ru`,
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isDigitsOnly', () => {
  it.each([
    ['0123', true],
    ['1', true],
    ['', false],
    ['12 3', false],
    ['-1', false],
    ['1.5', false],
    ['١٢', false],
  ])('%s → %s', (value, expected) => {
    expect(isDigitsOnly(value)).toBe(expected);
  });
});

describe('isValidDecimal', () => {
  it.each([
    ['1500', true],
    ['1500.5', true],
    ['1500.50', true],
    ['0.01', true],
    ['1500.505', false],
    ['1500,50', false],
    ['1500.', false],
    ['.5', false],
    ['-5', false],
    ['1 500', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidDecimal(value)).toBe(expected);
  });
});

describe('isCyrillicOnly', () => {
  it.each([
    ['Иванов', true],
    ['Салтыков-Щедрин', true],
    ['Анна Мария', true],
    ['Ёлкин', true],
    [' Петров ', true],
    ['Ivanov', false],
    ['Иванoв', false], // a Latin "o" hidden among Cyrillic letters
    ['Иванов1', false],
    ['-Иванов', false],
    ['', false],
    ['   ', false],
  ])('%s → %s', (value, expected) => {
    expect(isCyrillicOnly(value)).toBe(expected);
  });
});
