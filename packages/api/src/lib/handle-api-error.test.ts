import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import { createStore } from '../store/create-store.ts';
import { json, testExtra } from '../testing/test-extra.ts';
import { handleApiError, rejectionError } from './handle-api-error.ts';

function setup() {
  const { extra, notifyError } = testExtra(() => json(200, {}), createMemoryStorage());
  return { store: createStore(extra), notifyError };
}

describe('handleApiError', () => {
  it('shows the spec §8 text of the error through notifyError and returns it', () => {
    const { store, notifyError } = setup();
    // The operator API's 404 body: the code inside a details item with its text.
    const notFound = {
      details: [{ code: 'NOT_FOUND', message: 'Лицевой счёт не найден' }],
      message: 'Лицевой счёт не найден',
    };
    expect(store.dispatch(handleApiError({ status: 404, data: notFound }))).toBe('Лицевой счёт не найден');
    store.dispatch(handleApiError({ status: 500, data: { details: 'UnknownException' } }));
    store.dispatch(handleApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }));
    store.dispatch(handleApiError(undefined));
    expect(notifyError.mock.calls).toEqual([
      ['Лицевой счёт не найден'],
      ['Непредвиденная ошибка системы'],
      [expect.stringMatching(/\S/)],
      ['Непредвиденная ошибка системы'],
    ]);
    expect(notifyError.mock.calls[2]?.[0]).not.toBe('TypeError: Failed to fetch');
  });

  it.each([401, 502, 503])('stays quiet for %s, which the baseQuery has already answered', (status) => {
    const { store, notifyError } = setup();
    expect(store.dispatch(handleApiError({ status, data: { details: 'UNAUTHORIZED' } }))).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('rejectionError', () => {
  it('takes the error of a rejected queryFulfilled, and nothing from an unexpected exception', () => {
    const error = { status: 400, data: { message: 'Ошибка' } };
    expect(rejectionError({ error, isUnhandledError: false, meta: {} })).toBe(error);
    expect(rejectionError({ error: new Error('boom'), isUnhandledError: true })).toBeUndefined();
    expect(rejectionError('boom')).toBeUndefined();
  });
});
