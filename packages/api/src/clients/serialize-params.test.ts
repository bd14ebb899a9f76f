import { describe, expect, it } from 'vitest';
import { serializeParams } from './serialize-params.ts';

describe('serializeParams', () => {
  it('repeats the key for every array item and drops empty values', () => {
    expect(
      serializeParams({
        status: ['NEW', 'DONE'],
        page: 2,
        q: 'вода и мусор',
        skip: undefined,
        none: null,
        flag: false,
      }),
    ).toBe('status=NEW&status=DONE&page=2&q=%D0%B2%D0%BE%D0%B4%D0%B0+%D0%B8+%D0%BC%D1%83%D1%81%D0%BE%D1%80&flag=false');
  });

  it('writes dates as ISO strings', () => {
    expect(serializeParams({ from: new Date('2025-03-01T00:00:00Z') })).toBe('from=2025-03-01T00%3A00%3A00.000Z');
  });
});
