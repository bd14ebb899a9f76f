import { describe, expect, it } from 'vitest';
import { CHECK_TEXTS, registrationErrors, type RegistrationValues } from './registration-checks';

const valid: RegistrationValues = {
  lastName: 'Смирнова',
  firstName: 'Анна',
  middleName: '',
  email: 'anna@mail.ru',
  password: 'Лес2026пароль',
  repeat: 'Лес2026пароль',
  consent: true,
};

describe('registrationErrors', () => {
  it('passes a complete form; the patronymic may stay empty', () => {
    expect(registrationErrors(valid)).toEqual({});
  });

  it.each([
    ['lastName', { lastName: ' ' }, 'Обязательное поле'],
    ['firstName', { firstName: 'Anna' }, 'Допустимы только русские буквы'],
    ['middleName', { middleName: 'Ivanovna' }, 'Допустимы только русские буквы'],
    ['email', { email: 'anna@' }, 'Введите правильный email'],
    ['password', { password: 'коротки1', repeat: 'коротки1' }, undefined],
    [
      'password',
      { password: 'пароль-без-цифр', repeat: 'пароль-без-цифр' },
      'Пароль не подходит: есть хотя бы одна цифра',
    ],
    ['repeat', { repeat: 'Лес2026пароли' }, CHECK_TEXTS.repeatMismatch],
    ['consent', { consent: false }, CHECK_TEXTS.consentRequired],
  ])('names the problem of %s', (field, change, message) => {
    expect(registrationErrors({ ...valid, ...change })).toEqual(message ? { [field]: message } : {});
  });
});
