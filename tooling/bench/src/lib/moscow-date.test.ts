import { describe, expect, it } from 'vitest';
import { moscowDateYearsBefore } from './moscow-date.ts';

describe('moscowDateYearsBefore', () => {
  it('keeps the day and month, years earlier', () => {
    expect(moscowDateYearsBefore(Date.UTC(2026, 2, 15, 12), 10)).toBe('2016-03-15');
  });

  it('counts the Moscow day: 22:30 UTC is already tomorrow in Moscow', () => {
    expect(moscowDateYearsBefore(Date.UTC(2026, 11, 31, 22, 30), 10)).toBe('2017-01-01');
    expect(moscowDateYearsBefore(Date.UTC(2026, 11, 31, 20, 59), 10)).toBe('2016-12-31');
  });

  it('turns a 29th of February the earlier year lacks into the 28th', () => {
    expect(moscowDateYearsBefore(Date.UTC(2028, 1, 29, 12), 1)).toBe('2027-02-28');
    expect(moscowDateYearsBefore(Date.UTC(2028, 1, 29, 12), 4)).toBe('2024-02-29');
  });
});
