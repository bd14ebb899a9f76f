import { describe, expect, it } from 'vitest';
import { consentEdition } from './consent-edition';

describe('consentEdition', () => {
  it('says a year-month version in Russian words, the month in the genitive', () => {
    expect(consentEdition('2026-11')).toBe('от ноября 2026');
    expect(consentEdition('2025-01')).toBe('от января 2025');
    expect(consentEdition('2024-05')).toBe('от мая 2024');
  });

  it('leaves any other label as the operator wrote it', () => {
    expect(consentEdition('3.1')).toBe('3.1');
    expect(consentEdition('2026-13')).toBe('2026-13');
  });
});
