import { describe, expect, it } from 'vitest';
import { basicAuthorization, createClientCredentialCheck } from './client-credential.ts';
import { readBearerToken } from './bearer.ts';

describe('client credential check', () => {
  const check = createClientCredentialCheck('resident-portal', 'resident-portal-secret');

  it('accepts exactly the configured id and secret', () => {
    expect(check(basicAuthorization('resident-portal', 'resident-portal-secret'))).toBe(true);
    expect(check(basicAuthorization('resident-portal', 'wrong'))).toBe(false);
    expect(check(basicAuthorization('other', 'resident-portal-secret'))).toBe(false);
  });

  it('rejects a missing or malformed header', () => {
    expect(check(undefined)).toBe(false);
    expect(check('Bearer abc')).toBe(false);
    expect(check('Basic !!!')).toBe(false);
  });
});

describe('readBearerToken', () => {
  it('extracts the token and ignores other schemes', () => {
    expect(readBearerToken('Bearer abc-DEF_12')).toBe('abc-DEF_12');
    expect(readBearerToken('bearer abc')).toBe('abc');
    expect(readBearerToken('Basic abc')).toBeUndefined();
    expect(readBearerToken(undefined)).toBeUndefined();
    expect(readBearerToken(`Bearer ${'a'.repeat(600)}`)).toBeUndefined();
  });
});
