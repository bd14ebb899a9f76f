import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './error-message-of.ts';
import { NETWORK_ERROR_TEXT, TIMEOUT_ERROR_TEXT, UNKNOWN_ERROR_TEXT } from './error-texts.ts';

describe('errorMessageOf', () => {
  it('maps the body of an HTTP error', () => {
    expect(errorMessageOf({ status: 400, data: { details: 'FILE_NOT_FOUND_ON_SERVER' } })).toBe(
      'Файл не найден на сервере',
    );
    expect(
      errorMessageOf({ status: 400, data: { error: 'invalid_grant', error_description: 'Invalid user credentials' } }),
    ).toBe('Не верный логин или пароль');
  });

  it('says the server is unreachable when fetch fails', () => {
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(NETWORK_ERROR_TEXT);
  });

  it('says the server did not answer in time on a timeout', () => {
    expect(errorMessageOf({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(TIMEOUT_ERROR_TEXT);
  });

  it('hides a non-JSON body', () => {
    expect(errorMessageOf({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'SyntaxError' })).toBe(
      UNKNOWN_ERROR_TEXT,
    );
  });

  it('maps a custom error by its data, else by its text', () => {
    expect(errorMessageOf({ status: 'CUSTOM_ERROR', data: { message: 'UnknownException' }, error: 'x' })).toBe(
      'Непредвиденная ошибка системы',
    );
    expect(errorMessageOf({ status: 'CUSTOM_ERROR', error: 'Текст ошибки' })).toBe('Текст ошибки');
  });

  it('maps a serialized thunk error by its message', () => {
    expect(errorMessageOf({ message: 'Invalid user credentials' })).toBe('Не верный логин или пароль');
    expect(errorMessageOf({ name: 'Error' })).toBe(UNKNOWN_ERROR_TEXT);
  });

  it('falls back to the unknown-error text without an error', () => {
    expect(errorMessageOf(undefined)).toBe(UNKNOWN_ERROR_TEXT);
  });
});
