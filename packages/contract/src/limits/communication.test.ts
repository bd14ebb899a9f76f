import { describe, expect, it } from 'vitest';
import { absenceDays } from './communication.ts';

describe('absenceDays', () => {
  it('counts both ends', () => {
    expect(absenceDays('2026-04-01', '2026-04-06')).toBe(6);
    expect(absenceDays('2026-04-01', '2026-04-01')).toBe(1);
    expect(absenceDays('2026-03-28', '2026-04-02')).toBe(6);
  });
});
