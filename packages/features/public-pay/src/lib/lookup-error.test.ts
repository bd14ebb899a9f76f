import { describe, expect, it } from 'vitest';
import { LOOKUP_TEXTS, lookupErrorMessage } from './lookup-error';

describe('lookupErrorMessage', () => {
  it('says an unknown number is not found', () => {
    expect(lookupErrorMessage({ status: 404, data: { details: 'NOT_FOUND', message: 'NOT_FOUND' } })).toBe(
      LOOKUP_TEXTS.notFound,
    );
  });

  it.each([
    [409, { details: 'ACCOUNT_CLOSED' }],
    [410, {}],
    [400, { message: 'Account is closed' }],
    [404, { details: 'ACCOUNT_CLOSED', message: 'Лицевой счёт закрыт' }],
  ])('says a closed account is closed (%i %j)', (status, data) => {
    expect(lookupErrorMessage({ status, data })).toBe(LOOKUP_TEXTS.closed);
  });

  it('maps anything else as the portal does (spec §8)', () => {
    expect(lookupErrorMessage({ status: 400, data: { details: 'Проверка «Я не робот» не пройдена' } })).toBe(
      'Проверка «Я не робот» не пройдена',
    );
    expect(lookupErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toContain('Нет связи с сервером');
  });
});
