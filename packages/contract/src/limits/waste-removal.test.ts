import { describe, expect, it } from 'vitest';
import { billableHundredths, parseVolume, volumeToHundredths, wastePickupPrice } from './waste-removal.ts';

describe('wastePickupPrice', () => {
  // tariff (kopecks per m³), volume (hundredths of m³) → kopecks
  it.each([
    { case: 'whole cubic metres', tariff: 145_000, volume: 300, price: 435_000 },
    { case: 'a fraction of a cubic metre above the minimum', tariff: 145_000, volume: 250, price: 362_500 },
    { case: 'exactly the minimum', tariff: 98_000, volume: 100, price: 98_000 },
    { case: 'below the minimum is charged as 1 m³', tariff: 98_000, volume: 10, price: 98_000 },
    { case: 'just below the minimum', tariff: 98_000, volume: 99, price: 98_000 },
    { case: 'just above the minimum', tariff: 98_000, volume: 101, price: 98_980 },
    { case: 'half a kopeck rounds up', tariff: 218_050, volume: 133, price: 290_007 },
    { case: 'less than half a kopeck rounds down', tariff: 100_001, volume: 149, price: 149_001 },
    { case: 'the largest order', tariff: 218_050, volume: 3_000, price: 6_541_500 },
    { case: 'a tariff with kopecks times two decimals', tariff: 172_033, volume: 1_717, price: 2_953_807 },
  ])('$case: $tariff × $volume → $price', ({ tariff, volume, price }) => {
    expect(wastePickupPrice(tariff, volume)).toBe(price);
  });

  it.each([
    [0, 100],
    [-1, 100],
    [1.5, 100],
    [100, 0],
    [100, 2.5],
  ])('refuses tariff %s, volume %s', (tariff, volume) => {
    expect(() => wastePickupPrice(tariff, volume)).toThrow(RangeError);
  });

  it('charges the minimum volume below it', () => {
    expect(billableHundredths(10)).toBe(100);
    expect(billableHundredths(250)).toBe(250);
  });
});

describe('volumes', () => {
  it.each([
    ['2.5', 250],
    ['0.1', 10],
    ['30', 3_000],
    ['1.05', 105],
    [' 7 ', 700],
  ])('%s m³ → %s hundredths', (text, hundredths) => {
    expect(parseVolume(text)).toEqual({ hundredths });
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['2,5', 'format'],
    ['2.555', 'format'],
    ['-1', 'format'],
    ['1e2', 'format'],
    ['два', 'format'],
    ['0.05', 'range'],
    ['0', 'range'],
    ['30.01', 'range'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseVolume(text)).toEqual({ problem });
  });

  it.each([0.1, 2.5, 30])('accepts %s m³ as a number', (volume) => {
    expect(volumeToHundredths(volume)).toBe(Math.round(volume * 100));
  });

  it.each([0.09, 30.01, 2.555, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s m³ as a number', (volume) => {
    expect(volumeToHundredths(volume)).toBeNull();
  });
});
