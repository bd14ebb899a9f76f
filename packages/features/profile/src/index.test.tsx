import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileFeature } from './index';

const [route] = profileFeature.routes;

describe('profileFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([profileFeature])).not.toThrow();
  });

  it('declares the profile as the second side-navigation item, kept for users without an account', () => {
    expect(profileFeature.routes.map((r) => r.path)).toEqual([paths.profile.pattern]);
    expect(route?.meta).toEqual({ name: 'Профиль', shortName: 'профиль', icon: expect.anything(), menu: 'main', order: 2, layout: 'main', tabs: expect.any(Array), withoutPersonalAccount: true });
  });

  it('has the tabs Личные данные, Лицевые счета, Уведомления, Безопасность on its own path', () => {
    expect(route?.meta.tabs?.map((tab) => [tab.label, tab.path.getHref(7) + (tab.search ?? '')])).toEqual([
      ['Личные данные', '/resident/7/profile'],
      ['Лицевые счета', '/resident/7/profile?tab=accounts'],
      ['Уведомления', '/resident/7/profile?tab=notifications'],
      ['Безопасность', '/resident/7/profile?tab=security'],
    ]);
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
