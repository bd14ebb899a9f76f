import { describe, expect, it } from 'vitest';
import { formatRubles } from './money-text.ts';

describe('formatRubles', () => {
  it.each([
    [0, '0,00 ₽'],
    [5, '0,05 ₽'],
    [150_000, '1 500,00 ₽'],
    [123_456_789, '1 234 567,89 ₽'],
    [-2_050, '−20,50 ₽'],
  ])('%i kopecks → %s', (kopecks, text) => {
    // Intl groups with a narrow no-break space; compare with plain spaces.
    expect(formatRubles(kopecks).replace(/\s/g, ' ')).toBe(text);
  });
});
