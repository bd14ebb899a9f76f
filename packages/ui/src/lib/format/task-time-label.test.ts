import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { RELATIVE_TIME_LIMIT_MS, taskTimeLabel } from './task-time-label.ts';

// Dates are the operator's (Moscow by default), whatever the device's zone (README "Times and dates").
const now = new Date('2026-05-01T23:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('taskTimeLabel', () => {
  it('switches at 12 hours (spec §9)', () => {
    expect(RELATIVE_TIME_LIMIT_MS).toBe(12 * HOUR);
  });

  it.each([
    ['just now', ago(0), 'несколько секунд назад'],
    ['5 minutes', ago(5 * MINUTE), '5 минут назад'],
    ['an hour', ago(HOUR), 'час назад'],
    ['3 hours', ago(3 * HOUR), '3 часа назад'],
    ['11 hours', ago(11 * HOUR), '11 часов назад'],
    ['1 ms under 12 hours', ago(12 * HOUR - 1), '12 часов назад'],
    ['exactly 12 hours', ago(12 * HOUR), 'с 01.05.2026'],
    ['1 ms over 12 hours', ago(12 * HOUR + 1), 'с 01.05.2026'],
    ['3 days', '2026-04-28T12:00:00.000Z', 'с 28.04.2026'],
    ['a year', '2025-05-01T12:00:00.000Z', 'с 01.05.2025'],
    ['past Moscow midnight', '2026-04-28T22:30:00.000Z', 'с 29.04.2026'],
  ])('%s old → %s', (_age, created, label) => {
    expect(taskTimeLabel(created, now)).toBe(label);
  });

  it('says "a few seconds ago" for a time slightly in the future (clock skew)', () => {
    expect(taskTimeLabel(new Date(now.getTime() + 2 * MINUTE).toISOString(), now)).toBe('несколько секунд назад');
  });

  it.each(['', 'не дата'])('is empty for an unreadable date (%j)', (created) => {
    expect(taskTimeLabel(created, now)).toBe('');
  });

  it('is Russian whatever the global dayjs locale is', () => {
    const previous = dayjs.locale();
    dayjs.locale('en');
    try {
      expect(taskTimeLabel(ago(2 * HOUR), now)).toBe('2 часа назад');
    } finally {
      dayjs.locale(previous);
    }
  });
});
