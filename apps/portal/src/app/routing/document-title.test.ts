// Every route of the route table has its own title, «<route title> — <brand>».
import { defaultBrand, type Brand } from '@resident/branding';
import type { RouteMeta } from '@resident/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { buildRoutes } from './build-routes';
import { documentTitle, routeMetaAt, routeTitle } from './document-title';

const prikamye: Brand = { ...defaultBrand, company: { name: 'ООО «ЭкоПрикамье»', shortName: 'ЭкоПрикамье' } };

/** Every route of a set that is a page (has a path), with the meta it carries. */
function pagesOf(routes: RouteObject[]): { path: string; meta?: RouteMeta }[] {
  return routes.flatMap((route) => [
    ...(route.path ? [{ path: route.path, meta: route.handle as RouteMeta | undefined }] : []),
    ...pagesOf(route.children ?? []),
  ]);
}

describe.each([
  ['the resident route set', false],
  ['the set without a personal account', true],
])('in %s', (_name, withoutPersonalAccount) => {
  const routes = buildRoutes(features, withoutPersonalAccount);
  // '/' only redirects: it is never shown.
  const pages = pagesOf(routes).filter((page) => page.path !== '/');

  it.each(pages.map((page) => [page.path, page.meta] as const))('%s has a title a resident reads', (_path, meta) => {
    expect(meta).toBeDefined();
    // Russian text from the spec, not an internal name such as 'Login'.
    expect(routeTitle(meta!)).toMatch(/^[А-ЯЁ][а-яё]/);
  });
});

describe('the document title', () => {
  const routes = buildRoutes(features, false);
  const at = (pathname: string) => documentTitle(routeMetaAt(routes, pathname), prikamye);

  it("is the route's title and the brand's name", () => {
    expect(at('/resident/5/billing')).toBe('Счета и расчёты — ЭкоПрикамье');
    expect(at('/resident/5/dashboard')).toBe('Главный экран — ЭкоПрикамье');
    expect(at('/login')).toBe('Вход в личный кабинет — ЭкоПрикамье');
    expect(at('/pay')).toBe('Оплата — ЭкоПрикамье');
    expect(at('/no/such/page')).toBe('Страница не найдена — ЭкоПрикамье');
  });

  it('differs from page to page', () => {
    const titles = [
      '/login',
      '/registration',
      '/password-recovery',
      '/pay',
      '/resident/5/dashboard',
      '/resident/5/billing',
      '/resident/5/profile',
    ].map(at);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
