import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './limits/formats.ts';

describe('EMAIL_PATTERN', () => {
  // Copied into the zod-free limits; an upgrade of zod that changes its rule shows here.
  it('is zod’s own email rule', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});
