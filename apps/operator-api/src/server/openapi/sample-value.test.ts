import { describe, expect, it } from 'vitest';
import { sampleValue } from './sample-value.ts';

describe('sampleValue', () => {
  it("prefers the schema's own example, const, default or first enum value", () => {
    expect(sampleValue({ type: 'string', examples: ['a'] }, {})).toBe('a');
    expect(sampleValue({ const: 'bearer' }, {})).toBe('bearer');
    expect(sampleValue({ type: 'integer', default: 20 }, {})).toBe(20);
    expect(sampleValue({ type: 'string', enum: ['csv', 'xlsx'] }, {})).toBe('csv');
  });

  it('finds a string that its pattern, format and length accept', () => {
    expect(sampleValue({ type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }, {})).toBe('2026-01');
    expect(sampleValue({ type: 'string', pattern: '^\\d{10}$' }, {})).toBe('1234567890');
    expect(sampleValue({ type: 'string', format: 'email' }, {})).toBe('resident@example.ru');
    expect(sampleValue({ type: 'string', minLength: 8, maxLength: 8 }, {})).toBe('Примераа');
  });

  it('says which pattern it has no sample for, instead of writing an example its schema refuses', () => {
    expect(() => sampleValue({ type: 'string', pattern: '^Q{3}$' }, {})).toThrow(/\^Q\{3\}\$/);
  });

  it('keeps numbers inside their bounds', () => {
    expect(sampleValue({ type: 'integer', exclusiveMinimum: 0 }, {})).toBe(1);
    expect(sampleValue({ type: 'integer', minimum: 100, maximum: 500 }, {})).toBe(100);
    expect(sampleValue({ type: 'number', maximum: 0 }, {})).toBe(0);
  });

  it('follows references and fills objects, arrays and the non-null branch of a union', () => {
    const components = {
      Item: {
        type: 'object',
        properties: { id: { type: 'integer' }, note: { anyOf: [{ type: 'null' }, { type: 'string' }] } },
      },
    };
    expect(sampleValue({ type: 'array', items: { $ref: '#/components/schemas/Item' } }, components)).toEqual([
      { id: 1, note: 'Пример' },
    ]);
  });
});
