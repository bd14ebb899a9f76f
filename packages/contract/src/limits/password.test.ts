import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, passwordProblemMessage } from './password.ts';

describe('password rules', () => {
  it.each([
    ['Лес2026пароль', 'ivan@mail.ru', []],
    ['short1', '', ['length']],
    ['12345678', '', ['letter']],
    ['пароль-без-цифр', '', ['digit']],
    ['ivan.petrov2026', 'Ivan.Petrov@mail.ru', ['notEmail']],
    ['x'.repeat(128) + '1', '', ['length']],
  ])('%s (email %s) breaks %j', (password, email, broken) => {
    expect(brokenPasswordRules(password, email)).toEqual(broken);
  });

  it('names every broken rule in one sentence', () => {
    expect(passwordProblemMessage(['length', 'digit'])).toBe(
      'Пароль не подходит: от 8 до 128 символов; есть хотя бы одна цифра',
    );
  });
});
