import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dateOf,
  dueDateOf,
  monthsBetween,
  periodDotted,
  periodName,
  periodOf,
  periodStart,
} from './period.ts';

describe('billing months', () => {
  it('are Moscow months: 22:30 UTC on the last day is already the next month', () => {
    expect(periodOf(Date.UTC(2026, 4, 31, 20, 59))).toBe('2026-05');
    expect(periodOf(Date.UTC(2026, 4, 31, 21, 0))).toBe('2026-06');
    expect(periodStart('2026-06')).toBe(Date.UTC(2026, 4, 31, 21, 0));
    expect(dateOf(Date.UTC(2026, 4, 31, 21, 30))).toBe('2026-06-01');
  });

  it('count across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
    expect(monthsBetween('2022-06', '2026-05')).toBe(47);
  });

  it('are due on the 10th of the next month and written the Russian way', () => {
    expect(dueDateOf('2025-12')).toBe('2026-01-10');
    expect(periodDotted('2026-05')).toBe('05.2026');
    expect(periodName('2026-05')).toBe('май 2026');
  });
});
