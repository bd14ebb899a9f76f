// The static server draws the signed-in frame's navigation before the page's code, but it
// does not know the resident's route set (flags, account state, marketplace token, instalment
// register decide the items: menuItems). So the portal tells it, in a small cookie: the menu items
// the navigation last drew, as their route's last segments ('dashboard.profile.billing'). No
// personal data (the contragent id comes from the address); SameSite=Lax; cleared at sign-out.
// The server draws only names its own manifests know (readNavCookie), and nothing without it.
import type { FeatureRoute } from '@resident/routes';
import { takeEarlyTapMatching } from '@resident/ui';

export const NAV_COOKIE = 'rp_nav';

/** A resident route's path before its own segment. */
const RESIDENT_PREFIX = '/resident/:userId/';
/** Far above the thirteen menu items' names; a longer cookie is not ours. */
const MAX_LENGTH = 400;
/** A year: the frame is for a returning resident; sign-out clears it sooner. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie's name for a menu route ('billing'), if it is a resident route. */
export function navCookieKey(routePath: string): string | undefined {
  const rest = routePath.startsWith(RESIDENT_PREFIX) ? routePath.slice(RESIDENT_PREFIX.length) : '';
  return /^[a-z][a-z-]*$/.test(rest) ? rest : undefined;
}

/** The cookie's value for the items the navigation draws (their keys are the routes' paths). */
export function navCookieValue(itemKeys: readonly string[]): string {
  return itemKeys
    .map(navCookieKey)
    .filter((key) => key !== undefined)
    .join('.');
}

/**
 * The menu routes the `Cookie` header's navigation cookie names, in the menu's order, or undefined
 * when it has none or anything in it is not a menu route of `routes` (a stale or forged cookie:
 * then the frame draws no item at all rather than one the resident may not have).
 */
export function readNavCookie(
  cookieHeader: string | undefined,
  routes: readonly FeatureRoute[],
): FeatureRoute[] | undefined {
  if (!cookieHeader || cookieHeader.length > 8192) return undefined;
  const pair = cookieHeader.split(';').find((part) => part.trim().startsWith(`${NAV_COOKIE}=`));
  const value = pair?.trim().slice(NAV_COOKIE.length + 1);
  if (!value || value.length > MAX_LENGTH) return undefined;
  const names = value.split('.');
  if (new Set(names).size !== names.length) return undefined;
  const byName = new Map(routes.map((route) => [navCookieKey(route.path), route]));
  if (!names.every((name) => byName.has(name))) return undefined;
  return routes.filter((route) => names.includes(navCookieKey(route.path) ?? ''));
}

function setCookie(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAV_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Remembers the items the navigation draws, for the next first response; an unchanged value is not rewritten. */
export function writeNavCookie(itemKeys: readonly string[]): void {
  const value = navCookieValue(itemKeys);
  if (!value) return forgetNavCookie();
  if (document.cookie.split('; ').includes(`${NAV_COOKIE}=${value}`)) return;
  setCookie(value, MAX_AGE_S);
}

/** Sign-out (or no session): the next frame draws no items. */
export function forgetNavCookie(): void {
  if (document.cookie.split('; ').some((pair) => pair.startsWith(`${NAV_COOKIE}=`))) setCookie('', 0);
}

/**
 * No session (signed out, expired, never signed in): the next frame draws no items, and a tap
 * kept on the frame's navigation is not carried out for whoever signs in next.
 */
export function forgetFrameNav(): void {
  forgetNavCookie();
  while (takeEarlyTapMatching('[data-nav-slot], [data-nav-key]'));
}
