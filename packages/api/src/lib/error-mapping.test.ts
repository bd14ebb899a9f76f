// Types only: the contract's values would bring zod along; the literal types carry the strings.
import type {
  INVALID_REFRESH_TOKEN as CONTRACT_INVALID_REFRESH_TOKEN,
  INVALID_USER_CREDENTIALS as CONTRACT_INVALID_USER_CREDENTIALS,
} from '@resident/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { toApiError, toErrorMessage } from './error-mapping.ts';
import type { INVALID_REFRESH_TOKEN, INVALID_USER_CREDENTIALS } from './error-texts.ts';
import { UNKNOWN_ERROR_TEXT } from './error-texts.ts';

describe('spec §8 error body mapping', () => {
  it.each([
    ['KEYCLOAK_USER_ALREADY_EXIST', 'Пользователь с таким email уже зарегистрирован'],
    ['UnknownException', 'Непредвиденная ошибка системы'],
    ['Invalid user credentials', 'Не верный логин или пароль'],
    ['FILE_NOT_FOUND_ON_SERVER', 'Файл не найден на сервере'],
    ['Internal_error_title', 'Внутренняя ошибка'],
    ['Договор не найден', 'Договор не найден'],
  ])('maps %s from details, from message and from error_description', (code, shown) => {
    expect(toErrorMessage({ details: code })).toBe(shown);
    expect(toErrorMessage({ message: code })).toBe(shown);
    expect(toErrorMessage({ error: 'invalid_grant', error_description: code })).toBe(shown);
  });

  it.each([[undefined], [null], [{}], [{ details: '', message: '  ' }], [{ details: [] }], [42]])(
    'shows the unknown-error text when there is nothing: %j',
    (body) => {
      expect(toErrorMessage(body)).toBe(UNKNOWN_ERROR_TEXT);
    },
  );

  it('prefers details over message over error_description', () => {
    expect(toErrorMessage({ details: 'UnknownException', message: 'Другое', error_description: 'x' })).toBe(
      'Непредвиденная ошибка системы',
    );
    expect(toErrorMessage({ message: 'Текст', error_description: 'x' })).toBe('Текст');
  });

  it('falls back to message when details is an empty list', () => {
    expect(toErrorMessage({ details: [], message: 'Текст' })).toBe('Текст');
  });

  it('raises the first item of a details list: its own message, else the mapped text of its code', () => {
    expect(toErrorMessage({ details: [{ code: 'X', message: 'Неверный ИНН' }, { message: 'второй' }] })).toBe(
      'Неверный ИНН',
    );
    expect(toErrorMessage({ details: [{ code: 'FILE_NOT_FOUND_ON_SERVER' }] })).toBe('Файл не найден на сервере');
    expect(toErrorMessage({ details: [{}] })).toBe(UNKNOWN_ERROR_TEXT);
    expect(toErrorMessage({ details: ['Internal_error_title'] })).toBe('Внутренняя ошибка');
  });

  it('shows a validation message without the name of the field it is about', () => {
    const body = {
      details: [{ code: 'VALIDATION', message: 'token: Ссылка повреждена — откройте её из письма ещё раз' }],
      message: 'Проверьте правильность введенных данных',
    };
    expect(toErrorMessage(body)).toBe('Ссылка повреждена — откройте её из письма ещё раз');
    expect(toErrorMessage({ details: [{ code: 'VALIDATION', message: 'period.end: «Дата» раньше начала' }] })).toBe(
      '«Дата» раньше начала',
    );
    // Text that only looks like it keeps its words.
    expect(toErrorMessage({ details: [{ message: 'Note: Invalid user credentials' }] })).toBe(
      'Note: Invalid user credentials',
    );
  });

  it('raises an item carrying a response as a serialized response plus message', () => {
    const response = { status: 409, data: { id: 7 }, at: new Date('2025-01-02T03:04:05Z'), toString: () => 'x' };
    const error = toApiError({ details: [{ code: 'KEYCLOAK_USER_ALREADY_EXIST', response }] });
    expect(error).toEqual({
      message: 'Пользователь с таким email уже зарегистрирован',
      response: { status: 409, data: { id: 7 }, at: '2025-01-02T03:04:05.000Z' },
    });
  });

  it('has no response for an ordinary body', () => {
    expect(toApiError({ details: 'UnknownException' })).toEqual({ message: 'Непредвиденная ошибка системы' });
  });

  it('maps a bare text body', () => {
    expect(toErrorMessage('Invalid user credentials')).toBe('Не верный логин или пароль');
  });

  it('keeps the local copies of the contract constants equal to the contract (checked by typecheck)', () => {
    expectTypeOf<typeof INVALID_REFRESH_TOKEN>().toEqualTypeOf<typeof CONTRACT_INVALID_REFRESH_TOKEN>();
    expectTypeOf<typeof INVALID_USER_CREDENTIALS>().toEqualTypeOf<typeof CONTRACT_INVALID_USER_CREDENTIALS>();
  });
});
