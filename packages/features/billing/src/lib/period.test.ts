import { describe, expect, it } from 'vitest';
import { periodInText, periodTitle } from './period';

describe('period', () => {
  it('names a billing month in Russian', () => {
    expect(periodTitle('2026-03')).toBe('Март 2026');
    expect(periodInText('2025-12')).toBe('декабрь 2025');
  });
});
