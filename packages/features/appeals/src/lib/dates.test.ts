import { parseDate } from '@resident/ui';
import { describe, expect, it } from 'vitest';
import { isOutsidePast, type DateValue } from './dates';

const date = (text: string) => parseDate(text) as DateValue;

describe('isOutsidePast', () => {
  const now = new Date('2026-11-22T12:00:00');
  it('allows 01.01.2019 through today', () => {
    expect(isOutsidePast(date('01.01.2019'), now)).toBe(false);
    expect(isOutsidePast(date('22.11.2026'), now)).toBe(false);
  });
  it('refuses days before 2019 and in the future', () => {
    expect(isOutsidePast(date('31.12.2018'), now)).toBe(true);
    expect(isOutsidePast(date('23.11.2026'), now)).toBe(true);
  });
});
