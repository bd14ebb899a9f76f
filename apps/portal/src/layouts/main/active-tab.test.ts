import { features } from '../../app/features';
import { paths, type RouteTab } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { activeTabKey } from './active-tab';

const tabsOf = (pattern: string): RouteTab[] =>
  features.flatMap((feature) => feature.routes).find((route) => route.path === pattern)!.meta.tabs!;

const at = (href: string) => {
  const url = new URL(href, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};

describe('activeTabKey', () => {
  it('tells the appeals’ tabs apart by path', () => {
    const tabs = tabsOf(paths.appealsRecalculation.pattern);
    expect(activeTabKey(tabs, at(paths.appealsRecalculation.getHref(7)))).toBe('recalculation');
    expect(activeTabKey(tabs, at(paths.appealsHelp.getHref(7)))).toBe('help');
    // The parent redirects to «Помощь».
    expect(activeTabKey(tabsOf(paths.appeals.pattern), at(paths.appeals.getHref(7)))).toBe('help');
  });

  it('tells billing’s and the profile’s tabs apart by query, the bare path being the first tab', () => {
    const billing = tabsOf(paths.billing.pattern);
    expect(activeTabKey(billing, at(paths.billing.getHref(7)))).toBe('charges');
    expect(activeTabKey(billing, at(`${paths.billing.getHref(7)}?tab=receipts`))).toBe('receipts');
    expect(activeTabKey(billing, at(`${paths.billing.getHref(7)}?from=2026-01-01&tab=reconciliation`))).toBe(
      'reconciliation',
    );
    const profile = tabsOf(paths.profile.pattern);
    expect(activeTabKey(profile, at(`${paths.profile.getHref(7)}?tab=consents`))).toBe('consents');
    expect(activeTabKey(profile, at(paths.profile.getHref(7)))).toBe('personal');
  });

  it('does not take a query that merely contains a tab’s for it', () => {
    const tabs: RouteTab[] = [
      { key: 'all', label: 'Все', path: paths.billing },
      { key: 'pay', label: 'Оплата', path: paths.billing, search: '?tab=pay' },
    ];
    expect(activeTabKey(tabs, at(`${paths.billing.getHref(7)}?tab=payments`))).toBe('all');
    expect(activeTabKey(undefined, at('/'))).toBeUndefined();
  });
});
