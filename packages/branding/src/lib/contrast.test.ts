import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, tint } from './contrast.ts';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#1890ff', '#ffffff', 3.24],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already has AA contrast on white', () => {
    expect(readableOn('#2e7d32')).toBe('#2e7d32');
  });

  it.each(['#1890ff', '#ffd400', '#52c41a', '#ffffff'])('darkens %s until white text on it passes AA', (color) => {
    const readable = readableOn(color);
    expect(readable).not.toBe(color);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue: the darkened blue is still blue', () => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(readableOn('#1890ff').slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });
});

describe('tint', () => {
  it('mixes with white', () => {
    expect(tint('#000000', 0)).toBe('#000000');
    expect(tint('#000000', 1)).toBe('#ffffff');
    expect(tint('#1890ff', 0.5)).toBe('#8cc8ff');
  });

  it('readableOn checks every background', () => {
    const onWhite = readableOn('#1890ff');
    const onTint = readableOn('#1890ff', ['#ffffff', tint('#1890ff', 0.85)]);
    expect(contrastRatio(onTint, tint('#1890ff', 0.85))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onWhite, tint('#1890ff', 0.85))).toBeLessThan(contrastRatio(onTint, tint('#1890ff', 0.85)));
  });
});
