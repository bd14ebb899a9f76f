import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_KEY } from '../src/shell/cookie-banner/cookie-consent';
import { COOKIE_BANNER_TEXTS } from '../src/shell/cookie-banner/cookie-banner-texts';
import { LOGOUT_CONFIRM_TEXTS } from '../src/shell/logout-confirm/confirm-logout';
import { SIDE_NAV_TEXTS } from '../src/shell/side-nav/side-nav-texts';
import { TASK_LIST_TEXTS } from '../src/shell/task-list/task-list-texts';
import { USER_MENU_TEXTS } from '../src/shell/user-menu/user-menu-texts';
import { seriousViolations, waitForAnimations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import {
  DESKTOP,
  GUEST_PAGES,
  INSURANCE_PAGES,
  PHONE,
  RESIDENT_PAGES,
  settled,
  type Viewport,
} from './support/a11y-pages';
import { freshSession, mainNav, moreButton, orientationAt, signInAs } from './support/nav';
import { pathOf, signIn } from './support/session';
import { startPortal } from './support/stack';

const portalUrl = inject('portalUrl');
const operatorApiUrl = inject('operatorApiUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface Check {
  /** Brings up the state to check once the screen has drawn: a menu, a dialog. */
  open?: (page: Page, viewport: Viewport) => Promise<void>;
  /** Names that state in the report. */
  state?: string;
  viewports?: Viewport[];
}

/**
 * What axe-core finds on `url` at each width, both widths together so one failure reports both.
 * The screen is loaded once and the window then resized, as the responsive layout must follow
 * (the navigation test checks the same); a state brought up by `open` is loaded afresh per width.
 * A screen that sends the resident elsewhere is reported too: checking the page it landed on
 * would pass or fail for the wrong screen.
 */
async function violationsAt(url: string, check: Check = {}): Promise<string[]> {
  const { page } = browser;
  const where = `${new URL(url).pathname}${check.state ?? ''}`;
  const found: string[] = [];
  // No page logs an error or a warning (a hydration mismatch is one of them). The
  // not-found page's document 404 is Chromium's own line about the response, not the page's.
  const logged = (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !/status of 404/.test(message.text())) {
      found.push(`[${where}] console ${message.type()}: ${message.text()}`);
    }
  };
  const thrown = (error: Error) => found.push(`[${where}] uncaught: ${error.message}`);
  page.on('console', logged);
  page.on('pageerror', thrown);
  try {
    found.push(...(await axeAt(url, check)));
  } finally {
    page.off('console', logged);
    page.off('pageerror', thrown);
  }
  return found;
}

async function axeAt(url: string, { open, state = '', viewports = [DESKTOP, PHONE] }: Check): Promise<string[]> {
  const { page } = browser;
  const expected = new URL(url).pathname;
  const found: string[] = [];
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    if (index === 0 || open) await page.goto(url);
    await settled(page, viewport);
    const label = `${viewport.width}px ${expected}${state}`;
    if (pathOf(page) !== expected) {
      found.push(`[${label}] landed on ${pathOf(page)} instead`);
      break;
    }
    await open?.(page, viewport);
    found.push(...(await seriousViolations(page, label)));
  }
  return found;
}

describe('guest screens', () => {
  beforeAll(() => freshSession(browser.page, portalUrl));

  it.each(GUEST_PAGES)('%s', async (path) => {
    expect(await violationsAt(`${portalUrl}${path}`)).toEqual([]);
  });
});

describe('the unverified screen', () => {
  it('/resident/unverified/{id} (pending@demo.ru)', async () => {
    const { page } = browser;
    await freshSession(page, portalUrl);
    await signIn(page, portalUrl, 'pending@demo.ru');
    await page.waitForURL(/\/resident\/unverified\/\d+$/);
    expect(await violationsAt(page.url())).toEqual([]);
  });
});

async function openOverflow(page: Page) {
  await moreButton(page).click();
  await page.getByRole('menu').waitFor();
  // Opened where it stays: on a busy machine the popup showed before it was placed beside 'Ещё',
  // and a click aimed at it then landed on the place it moved from.
  await waitForAnimations(page);
}

/** 'Выход' asks first: the rail's own button, or the last entry of the bar's 'Ещё' menu. */
async function openLogoutConfirmation(page: Page, { width }: Viewport) {
  if (orientationAt(width) === 'vertical') {
    await mainNav(page).getByRole('button', { name: SIDE_NAV_TEXTS.exit }).click();
  } else {
    await openOverflow(page);
    await page.getByRole('menuitem', { name: SIDE_NAV_TEXTS.exit }).click();
  }
  await page.getByRole('dialog', { name: LOGOUT_CONFIRM_TEXTS.title }).waitFor();
}

describe('resident@demo.ru in development', () => {
  let home: string;
  // Menus and dialogs are checked over the profile, a screen that passes on its own, so a failure
  // there belongs to the menu or dialog and not to the screen behind it.
  let quiet: string;
  beforeAll(async () => {
    await signInAs(browser.page, portalUrl, 'resident@demo.ru');
    home = `${portalUrl}${pathOf(browser.page).replace(/\/dashboard$/, '')}`;
    quiet = `${home}/profile`;
  });

  it.each(RESIDENT_PAGES)('/resident/{id}/%s', async (path) => {
    expect(await violationsAt(`${home}/${path}`)).toEqual([]);
  });

  it('the header’s user menu, open with the task list', async () => {
    const open = async (page: Page) => {
      await page.getByRole('button', { name: /Л\/С \d+/ }).click();
      await page.getByRole('dialog', { name: USER_MENU_TEXTS.menu }).getByText(TASK_LIST_TEXTS.title).waitFor();
    };
    expect(await violationsAt(quiet, { open, state: ', user menu open' })).toEqual([]);
  });

  it('the «Ещё» menu, open in the rail and in the bar', async () => {
    // At 1280×800 all 12 items fit the rail; 600 px leave room for fewer, so 'Ещё' is there. Over
    // «Призы», the last item, so the menu holds the selected item (antd wrote it in the raw
    // primary colour: #1890ff on its tint).
    const viewports = [{ width: 1280, height: 600 }, PHONE];
    expect(await violationsAt(`${home}/prizes`, { open: openOverflow, state: ', «Ещё» open', viewports })).toEqual([]);
  });

  it('the logout confirmation, open', async () => {
    expect(await violationsAt(quiet, { open: openLogoutConfirmation, state: ', logout confirmation' })).toEqual([]);
  });

  it('the cookie banner, short and with the full policy', async () => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    await page.goto(quiet);
    // A fresh profile: no answer stored (signInAs stored one to keep the banner away elsewhere).
    await page.evaluate((key) => localStorage.removeItem(key), CONSENT_KEY);
    await page.reload();
    await settled(page, DESKTOP);
    // The banner comes 3 s after the start (spec §4); once it is up, the window is resized
    // rather than reloaded, which would mean another 3 s each time.
    const banner = page.getByRole('dialog', { name: COOKIE_BANNER_TEXTS.title });
    await banner.waitFor({ timeout: 10_000 });
    const found = await seriousViolations(page, '1280px cookie banner');
    await page.setViewportSize(PHONE);
    await settled(page, PHONE);
    found.push(...(await seriousViolations(page, '375px cookie banner')));
    await banner.getByRole('button', { name: COOKIE_BANNER_TEXTS.policyLink }).click();
    await banner.getByText(COOKIE_BANNER_TEXTS.policy[0].title).waitFor();
    found.push(...(await seriousViolations(page, '375px cookie banner, full policy')));
    await page.setViewportSize(DESKTOP);
    await settled(page, DESKTOP);
    found.push(...(await seriousViolations(page, '1280px cookie banner, full policy')));
    expect(found).toEqual([]);
  });
});

describe('resident@demo.ru in production (insurance on)', () => {
  let production: { url: string; stop(): Promise<void> };
  let home: string;
  beforeAll(async () => {
    production = await startPortal(operatorApiUrl, { PORTAL_ENVIRONMENT: 'production' });
    await signInAs(browser.page, production.url, 'resident@demo.ru');
    home = `${production.url}${pathOf(browser.page).replace(/\/dashboard$/, '')}`;
  });
  afterAll(() => production.stop());

  it.each(INSURANCE_PAGES)('/resident/{id}/%s', async (path) => {
    expect(await violationsAt(`${home}/${path}`)).toEqual([]);
  });
});
