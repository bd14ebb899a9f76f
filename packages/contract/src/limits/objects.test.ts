import { describe, expect, it } from 'vitest';
import { areaToHundredths } from './objects.ts';

describe('areaToHundredths', () => {
  it.each([
    [54.3, 5430],
    [0.1, 10],
    [36, 3600],
    [100_000, 10_000_000],
    [0.01, 1],
  ])('%s m² → %s hundredths', (area, hundredths) => {
    expect(areaToHundredths(area)).toBe(hundredths);
  });

  it.each([0, -1, 54.333, 100_000.01, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (area) => {
    expect(areaToHundredths(area)).toBeNull();
  });
});
