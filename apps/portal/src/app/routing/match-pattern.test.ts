import { describe, expect, it } from 'vitest';
import { bestMatch, matchesPattern } from './match-pattern';

describe('matchesPattern', () => {
  it.each([
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/login', '/registration', false],
    ['/resident/:userId/chats/:id', '/resident/1/chats/42', true],
    ['/resident/:userId/chats/:id', '/resident/1/chats', false],
    ['/resident/:userId/dashboard', '/resident/1/dashboard/extra', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe('bestMatch', () => {
  it('prefers the pattern with more fixed segments, as the router ranks them', () => {
    const routes = [{ path: '/resident/:userId/:section' }, { path: '/resident/unverified/:userId' }];
    expect(bestMatch(routes, '/resident/unverified/7')?.path).toBe('/resident/unverified/:userId');
    expect(bestMatch(routes, '/resident/7/profile')?.path).toBe('/resident/:userId/:section');
    expect(bestMatch(routes, '/nowhere')).toBeUndefined();
  });
});
