import { describe, expect, it } from 'vitest';
import { formatArea, formatChangeValue } from './format-object';

describe('objects formatting', () => {
  it('writes areas with the Russian decimal comma', () => {
    expect(formatArea(54.3).replace(/\s/g, ' ')).toBe('54,3 м²');
    expect(formatArea(1250.55).replace(/\s/g, ' ')).toBe('1 250,55 м²');
  });

  it('names each history value by its field', () => {
    expect(formatChangeValue('residents', '3')).toBe('3');
    expect(formatChangeValue('area', '56.15').replace(/\s/g, ' ')).toBe('56,15 м²');
    expect(formatChangeValue('type', 'garden-house')).toBe('Садовый дом');
  });
});
