import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it.each([
    ['resident@demo.ru', 'r***@demo.ru'],
    ['a@b.ru', 'a***@b.ru'],
    ['иван@почта.рф', 'и***@почта.рф'],
    ['no-at-sign', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
