import { afterEach, describe, expect, it } from 'vitest';
import { features } from '../../app/features';
import { menuRoutes } from './menu-items';
import { forgetFrameNav, navCookieKey, navCookieValue, readNavCookie, writeNavCookie } from './nav-cookie';

const routes = menuRoutes(features);
const names = (cookie: string | undefined) => readNavCookie(cookie, routes)?.map((route) => navCookieKey(route.path));

afterEach(() => {
  document.cookie = 'rp_nav=; Path=/; Max-Age=0';
});

describe('the navigation cookie', () => {
  it('names each menu item by its route’s own segment', () => {
    expect(navCookieKey('/resident/:userId/service-pay')).toBe('service-pay');
    expect(navCookieKey('/resident/:userId/chats/:id')).toBeUndefined();
    expect(navCookieKey('/login')).toBeUndefined();
    expect(navCookieValue(['/resident/:userId/dashboard', '/resident/:userId/billing'])).toBe('dashboard.billing');
  });

  it('is read among other cookies, in the menu’s order whatever its own', () => {
    expect(names('a=1; rp_nav=billing.dashboard; b=2')).toEqual(['dashboard', 'billing']);
    expect(names('rp_nav=prizes')).toEqual(['prizes']);
  });

  it('is refused whole when anything in it is not a menu item of the manifests', () => {
    expect(names(undefined)).toBeUndefined();
    expect(names('other=1')).toBeUndefined();
    expect(names('rp_nav=')).toBeUndefined();
    expect(names('rp_nav=dashboard.admin')).toBeUndefined();
    expect(names('rp_nav=dashboard.dashboard')).toBeUndefined();
    expect(names('rp_nav=dashboard..billing')).toBeUndefined();
    expect(names('rp_nav=%64ashboard')).toBeUndefined();
    expect(names('rp_nav=chats')).toBeUndefined();
    expect(names(`rp_nav=${'dashboard.'.repeat(60)}billing`)).toBeUndefined();
    expect(names(`x=${'a'.repeat(9000)}; rp_nav=dashboard`)).toBeUndefined();
  });

  it('is written for the items drawn, and forgotten when the session ends', () => {
    writeNavCookie(['/resident/:userId/dashboard', '/resident/:userId/objects']);
    expect(document.cookie).toContain('rp_nav=dashboard.objects');
    forgetFrameNav();
    expect(document.cookie).not.toContain('rp_nav');
  });

  it('drops a tap kept on the frame’s navigation when the session ends', () => {
    const exit = document.createElement('button');
    exit.setAttribute('data-nav-slot', 'exit');
    const form = document.createElement('button');
    Object.assign(window, { __earlyTaps: [exit, form] });
    forgetFrameNav();
    expect((window as unknown as { __earlyTaps: Element[] }).__earlyTaps).toEqual([form]);
  });
});
