import { describe, expect, it } from 'vitest';
import { returnPathFor, safeReturnPath, sessionEndedLoginHref } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a resident page with its query', () => {
    expect(safeReturnPath('/resident/12/billing?tab=payments')).toBe('/resident/12/billing?tab=payments');
  });

  it.each([
    ['another origin', 'https://evil.example/resident/1/dashboard'],
    ['a protocol-relative address', '//evil.example/resident/1/dashboard'],
    ['a backslash that browsers read as a slash', '/\\evil.example/resident/1'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a guest page', '/login'],
    ['dot segments leaving the resident pages', '/resident/../pay'],
    ['the unverified screen', '/resident/unverified/3'],
    ['a relative path', 'resident/1/dashboard'],
    ['whitespace', '/resident/1/dashboard\n//evil'],
    ['nothing', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('returnPathFor', () => {
  it('returns only to the signed-in resident’s own pages', () => {
    expect(returnPathFor('/resident/12/objects', 12)).toBe('/resident/12/objects');
    expect(returnPathFor('/resident/13/objects', 12)).toBeNull();
  });
});

describe('sessionEndedLoginHref', () => {
  it('says the session ended and carries a resident page back', () => {
    expect(sessionEndedLoginHref('/resident/12/billing?tab=payments')).toBe(
      '/login?session=ended&return=%2Fresident%2F12%2Fbilling%3Ftab%3Dpayments',
    );
    expect(sessionEndedLoginHref('/pay')).toBe('/login?session=ended');
  });
});
