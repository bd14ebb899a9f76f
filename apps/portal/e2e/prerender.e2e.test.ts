// The guest pages arrive drawn (the static server's prerender) and the scripts hydrate
// them; nothing typed meanwhile is lost, and no page logs an error or a hydration warning.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { DEMO_PASSWORD, resetBrowserState, signIn } from './support/session';

const portalUrl = inject('portalUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
beforeEach(() => resetBrowserState(browser.page, portalUrl));

/** Holds back the page's scripts until `release()`: the page as a slow phone shows it before they run. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  const handler = (route: Route) => (released ? route.continue() : void held.push(route));
  await page.route(/\/assets\/.*\.js$/, handler);
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(/\/assets\/.*\.js$/, handler);
    },
  };
}

/** Errors and warnings the page logs, and what it throws. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

type Marked = HTMLElement & { fromServer?: boolean };

/**
 * Opens `path` with its scripts held back and marks the server's heading (a property, which
 * hydration neither sees nor warns about); `hydrated()` then tells whether React adopted that very
 * node, as hydration does, rather than drawing a new heading in its place.
 */
async function openPrerendered(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(`${portalUrl}${path}`, { waitUntil: 'commit' });
  await page.locator('#root[data-prerendered] h1').waitFor();
  await page.locator('h1').evaluate((heading: Marked) => (heading.fromServer = true));
  return {
    release: () => scripts.release(),
    hydrated: () =>
      page
        .locator('h1')
        .evaluate(
          (heading: Marked) =>
            Boolean(heading.fromServer) && Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
        ),
  };
}

describe('the first HTML', () => {
  it('of /login holds the heading and the form, with the brand the API serves', async () => {
    const brand = await (await fetch(`${portalUrl}/api/v3/client/freeAccess/branding?isManager=false`)).json();
    const response = await fetch(`${portalUrl}/login`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>Вход в личный кабинет — ${brand.company.shortName}</title>`);
    expect(html).toMatch(/<h1[^>]*>Вход в личный кабинет<\/h1>/);
    expect(html).toMatch(/<form name="login"/);
    expect(html).toMatch(/<label for="login_username"[^>]*>Логин<\/label><input id="login_username"/);
    expect(html).toContain(`alt="${brand.assets.logo.alt}"`);
    expect(html).toContain(brand.contacts.supportPhone);
  });
});

describe('the first HTML of a resident page', () => {
  it('holds its signed-in frame in the brand, and the page is drawn over it without a warning', async () => {
    const brand = await (await fetch(`${portalUrl}/api/v3/client/freeAccess/branding?isManager=false`)).json();
    const html = await (await fetch(`${portalUrl}/resident/1/dashboard`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root" data-frame="main">');
    expect(html).toContain(`alt="${brand.assets.logo.alt}"`);
    // The frame is the route's and the brand's: nothing of a resident.
    expect(html).not.toMatch(/Здравствуйте|Иванов|7700000001/);

    const { page } = browser;
    const problems = consoleProblems(page);
    await signIn(page, portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const scripts = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#root[data-frame="main"] img').first().waitFor();
    await scripts.release();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toContain('Здравствуйте');
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });
});

describe('before the scripts have run', () => {
  it('/login shows its form, keeps what is typed, and signs in with it once hydrated', async () => {
    const { page } = browser;
    const opened = await openPrerendered(page, '/login');
    const submit = page.getByRole('button', { name: 'Войти' });
    // A form the browser sent by itself would put the password in the address: no submit button yet.
    expect(await submit.getAttribute('type')).toBe('button');
    await page.getByLabel('Логин').fill('resident@demo.ru');
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    expect(await opened.hydrated()).toBe(false);

    // Enter before the code: kept by the page's inline script, not sent by the browser.
    await page.getByLabel('Пароль').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await page.locator('html[data-early-tapped]').waitFor({ state: 'attached' });
    await opened.release();
    // Once hydrated, that Enter signs in with what was typed: no second press.
    await page.waitForURL(/\/resident\/\d+\/dashboard$/, { timeout: 30_000 });
  });
});

describe('the code after the page', () => {
  it("still comes when one of the page's resources never finishes loading", async () => {
    const { page } = browser;
    // The page gets an image (outside what React draws) that never comes: its load event never
    // fires. (The logo itself is in the page, so the test adds one.)
    const hang = () => {};
    const withImage = async (route: Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<img src="/never-loads.png" alt="" width="1" height="1"/></body>',
      );
      await route.fulfill({ response, body: html });
    };
    await page.route(/\/never-loads\.png$/, hang);
    await page.route(`${portalUrl}/login`, withImage);
    try {
      await page.goto(`${portalUrl}/login`, { waitUntil: 'commit' });
      await page.locator('img[src="/never-loads.png"]').waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('button', { name: 'Войти' }).getAttribute('type'), { timeout: 15_000 })
        .toBe('submit');
    } finally {
      await page.unroute(`${portalUrl}/login`, withImage);
      await page.unroute(/\/never-loads\.png$/, hang);
    }
  });
});

describe('no page logs an error or a hydration warning', () => {
  it.each([
    ['/login', 'Вход в личный кабинет'],
    ['/registration', 'Регистрация'],
    ['/password-recovery', 'Восстановление пароля'],
    ['/pay', 'Оплата по лицевому счёту'],
    ['/service-unavailable', 'Сервис временно недоступен'],
    ['/no/such/page', 'Страница не найдена'],
  ])('%s is hydrated, not drawn again', async (path, heading) => {
    const { page } = browser;
    const problems = consoleProblems(page);
    const opened = await openPrerendered(page, path);
    await opened.release();
    await expect.poll(() => opened.hydrated(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await page.waitForTimeout(300);
    // The not-found page's own 404 is Chromium's line about the document, not the page's.
    expect(problems.filter((line) => !/status of 404/.test(line))).toEqual([]);
  });
});
