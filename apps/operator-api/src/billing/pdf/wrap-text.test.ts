import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

/** Every character 1 pt wide. */
const measure = (text: string) => [...text].length;

describe('wrapText', () => {
  it('breaks at spaces and keeps words whole when they fit', () => {
    expect(wrapText('один два три', 8, measure)).toEqual(['один два', 'три']);
  });

  it('breaks a word wider than the line inside it, each piece within the width', () => {
    const email = `${'a'.repeat(50)}@example.ru`;
    const lines = wrapText(`Почта: ${email}`, 20, measure);
    expect(lines.every((line) => measure(line) <= 20)).toBe(true);
    expect(lines.join('')).toBe(`Почта:${email}`);
    expect(lines[0]).toBe('Почта:');
  });

  it('keeps one character on a line narrower than it', () => {
    expect(wrapText('ab', 0.5, measure)).toEqual(['a', 'b']);
  });
});
