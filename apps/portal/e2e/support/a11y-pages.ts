import type { Page } from 'playwright-core';
import { mainNav, orientationAt, waitForNav } from './nav';

export type Viewport = { width: number; height: number };

// design.md: the desktop and the phone (375 px must work). The heights are common window sizes.
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 375, height: 740 };

/** The screens a guest reaches, the not-found page among them. */
export const GUEST_PAGES = [
  '/login',
  '/registration',
  '/password-recovery',
  '/pay',
  '/service-unavailable',
  '/no/such/page',
] as const;

/**
 * The dashboard and every side-navigation route of resident@demo.ru in development (insurance is
 * off there: INSURANCE_PAGES, in production), the other appeals tab and both chat routes; under
 * /resident/{id}/.
 */
export const RESIDENT_PAGES = [
  'dashboard',
  'profile',
  'billing',
  'objects',
  'litigation',
  'appeals/help',
  'appeals/recalculation',
  'vacancy',
  'service-pay',
  'waste-removal',
  'container-rental',
  'installments',
  'prizes',
  'chats/1',
  'chats-recalculation/1',
] as const;

/** resident@demo.ru's insurance screens, on in production. */
export const INSURANCE_PAGES = ['insurance', 'insurance/object'] as const;

/** Waits until the screen has drawn: its h1, the navigation in the orientation of this width, no loading placeholder. */
export async function settled(page: Page, { width }: Viewport) {
  // Every screen owns one h1 (the header's title is not a heading).
  await page.locator('h1').first().waitFor();
  if ((await mainNav(page).count()) > 0) await waitForNav(page, orientationAt(width));
  await page.waitForFunction(
    () => document.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]') === null,
  );
}
