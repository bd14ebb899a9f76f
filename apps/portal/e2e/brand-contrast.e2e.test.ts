import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOperatorApi, type RunningOperatorApi } from '@resident/test-stack';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MENU_TEXTS } from '../src/shell/user-menu/user-menu-texts';
import {
  DESKTOP,
  GUEST_PAGES,
  INSURANCE_PAGES,
  PHONE,
  RESIDENT_PAGES,
  settled,
  type Viewport,
} from './support/a11y-pages';
import { CONTRAST_ONLY, seriousViolations, waitForAnimations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { freshSession, moreButton, signInAs } from './support/nav';
import { pathOf } from './support/session';
import { startPortal } from './support/stack';

// A brand's colours must keep every text readable on every page, not only on /login.
// a11y.e2e.test.ts walks the default brand with every axe rule; here each example brand walks the
// same pages with axe's text-contrast rule only (what a brand changes), at both widths.
const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tooling/brands');
const BRANDS = ['prikamye', 'yugra'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** axe's contrast failures on `url` at both widths, after `open` brings up a menu where given. */
async function contrastAt(
  url: string,
  open?: (page: Page, viewport: Viewport) => Promise<void>,
  viewports = [DESKTOP, PHONE],
): Promise<string[]> {
  const { page } = browser;
  const expected = new URL(url).pathname;
  const found: string[] = [];
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    if (index === 0 || open) await page.goto(url);
    await settled(page, viewport);
    const label = `${viewport.width}px ${expected}${open ? ', menu open' : ''}`;
    if (pathOf(page) !== expected) return [...found, `[${label}] landed on ${pathOf(page)} instead`];
    await open?.(page, viewport);
    found.push(...(await seriousViolations(page, label, CONTRAST_ONLY)));
  }
  return found;
}

async function openOverflow(page: Page) {
  await moreButton(page).click();
  await page.getByRole('menu').waitFor();
  await waitForAnimations(page);
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /Л\/С \d+/ }).click();
  await page.getByRole('dialog', { name: USER_MENU_TEXTS.menu }).waitFor();
  await waitForAnimations(page);
}

describe.each(BRANDS)('%s: no text below 4.5:1 on any page', (brand) => {
  let api: RunningOperatorApi;
  let portal: { url: string; stop(): Promise<void> };
  let production: { url: string; stop(): Promise<void> };
  let home: string;
  beforeAll(async () => {
    api = await startOperatorApi({ inMemory: true, brandFile: path.join(brandsDir, brand, 'brand.json') });
    portal = await startPortal(api.url);
    production = await startPortal(api.url, { PORTAL_ENVIRONMENT: 'production' });
  });
  afterAll(async () => {
    await production?.stop();
    await portal?.stop();
    await api?.stop();
  });

  it('guest screens', async () => {
    await freshSession(browser.page, portal.url);
    const found: string[] = [];
    for (const page of GUEST_PAGES) found.push(...(await contrastAt(`${portal.url}${page}`)));
    expect(found).toEqual([]);
  });

  it('every screen of resident@demo.ru, with the «Ещё» and user menus open', async () => {
    await signInAs(browser.page, portal.url, 'resident@demo.ru');
    home = `${portal.url}${pathOf(browser.page).replace(/\/dashboard$/, '')}`;
    const found: string[] = [];
    for (const page of RESIDENT_PAGES) found.push(...(await contrastAt(`${home}/${page}`)));
    // The «Ещё» menu with its selected item (on the tint of the primary colour): over «Призы», the
    // last item, which is in the menu at 1280×600 (the rail has 'Ещё' there) and on the phone.
    found.push(...(await contrastAt(`${home}/prizes`, openOverflow, [{ width: 1280, height: 600 }, PHONE])));
    // The user menu, over the profile.
    found.push(...(await contrastAt(`${home}/profile`, openUserMenu)));
    expect(found).toEqual([]);
  }, 300_000);

  it('the insurance screens (production)', async () => {
    await signInAs(browser.page, production.url, 'resident@demo.ru');
    const base = `${production.url}${pathOf(browser.page).replace(/\/dashboard$/, '')}`;
    const found: string[] = [];
    for (const page of INSURANCE_PAGES) found.push(...(await contrastAt(`${base}/${page}`)));
    expect(found).toEqual([]);
  }, 120_000);
});
