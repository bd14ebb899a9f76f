import { describe, expect, it } from 'vitest';
import { latestRussianDate, pastDatesEnd } from './russian-dates.ts';

/** A device clock: its own calendar date at the instant `utc`. */
const deviceAt = (localDate: string, utc: string) => {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return {
    getFullYear: () => year,
    getMonth: () => month - 1,
    getDate: () => day,
    getTime: () => Date.parse(utc),
  } as Date;
};

describe('latestRussianDate', () => {
  it('turns to the next day in Kamchatka at 12:00 UTC', () => {
    expect(latestRussianDate(Date.parse('2026-11-28T11:59:00Z'))).toBe('2026-11-28');
    expect(latestRussianDate(Date.parse('2026-11-28T12:00:00Z'))).toBe('2026-11-29');
  });
});

describe('pastDatesEnd', () => {
  it('is the device date in Russia', () => {
    expect(pastDatesEnd(deviceAt('2026-11-28', '2026-11-28T09:00:00Z'))).toBe('2026-11-28');
  });

  it('is never after today in Kamchatka, whatever the device zone says', () => {
    expect(pastDatesEnd(deviceAt('2026-11-30', '2026-11-28T09:00:00Z'))).toBe('2026-11-28');
  });
});
