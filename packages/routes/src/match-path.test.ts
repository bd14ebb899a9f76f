import { describe, expect, it } from 'vitest';
import { bestMatch, matchPath, normalisedPath, pathSegments } from './match-path.ts';
import { paths } from './paths.ts';

const billing = paths.billing.pattern;

describe('pathSegments', () => {
  it.each([
    ['/resident/1/billing', ['resident', '1', 'billing']],
    ['/resident/1/billing/', ['resident', '1', 'billing']],
    ['//resident//1///billing', ['resident', '1', 'billing']],
    ['/resident/1/billing?tab=payments#top', ['resident', '1', 'billing']],
    ['/resident/1/x/../billing', ['resident', '1', 'billing']],
    ['/resident/1/./billing', ['resident', '1', 'billing']],
    ['/resident/1/x/%2e%2e/billing', ['resident', '1', 'billing']],
    ['/resident/1/x/.%2E/billing', ['resident', '1', 'billing']],
    ['/../../resident/1/billing', ['resident', '1', 'billing']],
    ['/resident%2F1%2Fbilling', ['resident', '1', 'billing']],
    ['\\resident\\1/billing', ['resident', '1', 'billing']],
    ['/resident/%E0%A4%A/billing', ['resident', '%E0%A4%A', 'billing']],
    ['/RESIDENT/1/Billing', ['RESIDENT', '1', 'Billing']],
    ['/', []],
    ['', []],
  ])('%s', (url, expected) => {
    expect(pathSegments(url)).toEqual(expected);
  });

  it('decodes once: a doubly encoded dot segment stays a name', () => {
    expect(pathSegments('/resident/1/x/%252e%252e/billing')).toEqual(['resident', '1', 'x', '%2e%2e', 'billing']);
  });

  it('writes the normalised path', () => {
    expect(normalisedPath('//API/./v3/../admin/?x=1')).toBe('/API/admin');
    expect(normalisedPath('/')).toBe('/');
  });
});

describe('matchPath', () => {
  it.each([
    ['/resident/1/billing', { userId: '1' }],
    ['/RESIDENT/1/billing', { userId: '1' }],
    ['/resident/1/BILLING', { userId: '1' }],
    ['/resident/1/billing/', { userId: '1' }],
    ['/resident/1/billing?tab=payments', { userId: '1' }],
    ['/resident/1/%62illing', { userId: '1' }],
    ['//resident//1/billing', { userId: '1' }],
    ['/resident/1/chats/%2e%2e/billing', { userId: '1' }],
    // The parameter takes any one segment, as the router's does; the guards send the resident to
    // their own id.
    ['/resident/abc/billing', { userId: 'abc' }],
    ['/resident/Ab%20c/billing', { userId: 'Ab c' }],
  ])('%s is the billing page', (url, params) => {
    expect(matchPath(billing, url)).toEqual({ params });
  });

  it.each([
    '/resident/1/billing/extra',
    '/resident/1',
    '/resident/billing',
    '/resident/1/billing/%2e%2e',
    '/resident/1/billings',
    '/resident%2F1/x',
  ])('%s is not', (url) => {
    expect(matchPath(billing, url)).toBeUndefined();
  });

  it.each([
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/login', '/registration', false],
    ['/', '/', true],
    ['/', '//', true],
    ['/', '/login', false],
    ['/resident/:userId/chats/:id', '/resident/1/chats/42', true],
    ['/resident/:userId/chats/:id', '/resident/1/chats', false],
    ['/resident/:userId/dashboard', '/resident/1/dashboard/extra', false],
  ])('%s against %s: %s', (pattern, url, expected) => {
    expect(matchPath(pattern, url) !== undefined).toBe(expected);
  });

  it('gives the parameters decoded', () => {
    expect(matchPath(paths.chat.pattern, '/resident/501/chats/7?x=1')?.params).toEqual({ userId: '501', id: '7' });
  });
});

describe('bestMatch', () => {
  it('prefers the pattern with more fixed segments, as the router ranks them', () => {
    const routes = [{ path: '/resident/:userId/:section' }, { path: '/resident/unverified/:userId' }];
    expect(bestMatch(routes, '/resident/unverified/7')?.route.path).toBe('/resident/unverified/:userId');
    expect(bestMatch(routes, '/RESIDENT/Unverified/7/')?.params).toEqual({ userId: '7' });
    expect(bestMatch(routes, '/resident/7/profile')?.route.path).toBe('/resident/:userId/:section');
    expect(bestMatch(routes, '/nowhere')).toBeUndefined();
  });
});
