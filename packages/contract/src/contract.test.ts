import { describe, expect, it } from 'vitest';
import { BrandSchema, TokenRequestSchema } from './index.ts';

describe('TokenRequestSchema', () => {
  it('accepts both grants and rejects an unknown one', () => {
    expect(
      TokenRequestSchema.safeParse({ grant_type: 'password', username: 'a', password: 'b', altcha: 'c' }).success,
    ).toBe(true);
    expect(TokenRequestSchema.safeParse({ grant_type: 'refresh_token', refresh_token: 'r' }).success).toBe(true);
    expect(TokenRequestSchema.safeParse({ grant_type: 'client_credentials' }).success).toBe(false);
  });

  it('requires the altcha proof for a password grant', () => {
    expect(TokenRequestSchema.safeParse({ grant_type: 'password', username: 'a', password: 'b' }).success).toBe(false);
  });
});

describe('BrandSchema', () => {
  it('rejects a primary colour that is not #rrggbb', () => {
    const brand = {
      company: { name: 'n', shortName: 's' },
      meta: { title: 't', description: '', keywords: '' },
      assets: { favicon: '/f.svg', logo: { full: '/l.svg', small: '/s.svg', alt: 'a' } },
      theme: { colorPrimary: 'blue' },
    };
    expect(BrandSchema.safeParse(brand).success).toBe(false);
    expect(BrandSchema.safeParse({ ...brand, theme: { colorPrimary: '#1890ff' } }).success).toBe(true);
  });
});
