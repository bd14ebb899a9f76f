import { describe, expect, it } from 'vitest';
import { fillPattern, resolveScreens, screenSlug, type WalkRoute } from './screens.ts';

const route = (path: string, extra: Partial<WalkRoute> = {}): WalkRoute => ({
  feature: 'f',
  path,
  name: path,
  layout: 'main',
  guest: false,
  tabs: [],
  ...extra,
});

describe('route resolution', () => {
  it('fills parameters from the resident data and keeps the query of each tab', () => {
    const screens = resolveScreens(
      [
        route('/login', { guest: true, layout: 'guest' }),
        route('/resident/:userId/billing', {
          tabs: [
            { key: 'charges', label: 'Начисления' },
            { key: 'payments', label: 'Платежи', search: '?tab=payments' },
          ],
        }),
        route('/resident/:userId/chats/:id'),
      ],
      { userId: '7', id: '12' },
    );
    expect(screens.map(({ url, slug, guest }) => ({ url, slug, guest }))).toEqual([
      { url: '/login', slug: 'login', guest: true },
      { url: '/resident/7/billing', slug: 'resident-billing', guest: false },
      { url: '/resident/7/billing?tab=payments', slug: 'resident-billing--tab-payments', guest: false },
      { url: '/resident/7/chats/12', slug: 'resident-chats-id', guest: false },
    ]);
  });

  it('keeps a route whose parameter has no value, marked skipped with the parameter named', () => {
    const [screen] = resolveScreens([route('/resident/:userId/chats-recalculation/:changeObjectId')], { userId: '7' });
    expect(screen).toMatchObject({ url: '', skipped: 'no value for :changeObjectId' });
  });

  it('encodes values and names screens by pattern, so two brands give the same file names', () => {
    expect(fillPattern('/resident/:userId/x', { userId: 'a b' })).toBe('/resident/a%20b/x');
    expect(fillPattern('/resident/:userId/x', {})).toBeUndefined();
    expect(screenSlug('/resident/unverified/:userId')).toBe('resident-unverified');
    expect(screenSlug('/')).toBe('root');
  });

  it('walks a route listed twice once', () => {
    expect(resolveScreens([route('/pay', { guest: true }), route('/pay', { guest: true })], {})).toHaveLength(1);
  });
});
