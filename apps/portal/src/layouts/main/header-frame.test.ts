import type { RouteMeta } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { headerFrame } from './header-frame';

const logo = { src: '/brand/logo-small.svg', alt: 'Эко' };

describe('headerFrame', () => {
  it('shows the logo and the route’s title in the header’s own height', () => {
    expect(headerFrame({ name: 'Главный экран', layout: 'main' }, new URLSearchParams(), logo)).toEqual({
      height: 56,
      title: 'Главный экран',
      logo,
    });
    const tabs: RouteMeta = {
      name: 'Профиль',
      layout: 'main',
      tabs: [{ key: 'a', label: 'Личные данные', path: '/x' as never }],
    };
    expect(headerFrame(tabs, new URLSearchParams(), logo).height).toBe(102);
  });

  it('leaves the bar empty on a route with a back button', () => {
    expect(
      headerFrame({ name: 'Чат', layout: 'main', backButton: true }, new URLSearchParams('name=Отопление'), logo),
    ).toEqual({ height: 56 });
  });
});
