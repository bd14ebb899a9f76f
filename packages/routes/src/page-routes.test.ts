import { describe, expect, it } from 'vitest';
import { isPageRoute, PAGE_PATTERNS } from './page-routes.ts';

describe('isPageRoute', () => {
  it('knows the guest pages and the resident pages with any parameter', () => {
    for (const path of [
      '/',
      '/login',
      '/registration',
      '/password-recovery/reset',
      '/pay',
      '/service-unavailable',
      '/resident',
    ]) {
      expect(isPageRoute(path), path).toBe(true);
    }
    for (const path of [
      '/resident/501/dashboard',
      '/resident/501/chats/7',
      '/resident/unverified/501',
      '/resident/501/chats-recalculation/3',
    ]) {
      expect(isPageRoute(path), path).toBe(true);
    }
  });

  it('matches as the router does: a trailing slash, letter case and percent-encoding do not matter', () => {
    expect(isPageRoute('/login/')).toBe(true);
    expect(isPageRoute('/LOGIN')).toBe(true);
    expect(isPageRoute('/%6Cogin')).toBe(true);
    expect(isPageRoute('//resident//501/dashboard')).toBe(true);
  });

  it('does not know a path no page has', () => {
    for (const path of [
      '/no/such/page',
      '/login/extra',
      '/resident/501',
      '/resident/501/nope',
      '/resident/501/chats',
      '/favicon.php',
      '/%E0%A4%A',
    ]) {
      expect(isPageRoute(path), path).toBe(false);
    }
  });

  it('takes every pattern from @resident/routes', () => {
    expect(PAGE_PATTERNS).toContain('/resident/:userId/dashboard');
    expect(PAGE_PATTERNS).toContain('/login');
  });
});
