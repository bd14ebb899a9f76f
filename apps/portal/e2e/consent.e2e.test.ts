import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { startPortal } from './support/stack';

const portalUrl = inject('portalUrl');
const operatorApiUrl = inject('operatorApiUrl');
const TITLE = 'Соглашение об использовании файлов cookie';
const ANALYTICS = 'https://mc.yandex.ru/metrika/tag.js';
const DAY = 24 * 60 * 60 * 1000;

// A fresh profile per test: the consent lives in the profile, and the fake clock is installed
// once per browser context.
let browser: Browser;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(() => browser.close());

const banner = () => browser.page.getByRole('dialog', { name: TITLE });
const stored = () => browser.page.evaluate(() => localStorage.getItem('agreement_cookie'));

/** Opens the login page on a paused fake clock, so the 3-second check runs when the test says. */
async function openLogin(url = portalUrl) {
  const { page } = browser;
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(`${url}/login`);
  // The page arrives drawn; the 3-second check starts when the scripts have taken it over.
  await page.locator('button[type="submit"]', { hasText: 'Войти' }).waitFor();
}

describe('cookie consent (spec §4)', () => {
  it('checks 3 seconds after start and shows the banner to a new visitor', async () => {
    await openLogin();
    await browser.page.clock.runFor(2_900);
    expect(await banner().count()).toBe(0);
    await browser.page.clock.runFor(200);
    await banner().waitFor();
  });

  it('stores agreement true for 6 months on accept and closes the banner', async () => {
    await openLogin();
    await browser.page.clock.runFor(3_000);
    const now = await browser.page.evaluate(() => Date.now());
    await banner().getByRole('button', { name: 'Принять и продолжить' }).click();
    await expect.poll(() => banner().count()).toBe(0);
    const record = JSON.parse((await stored())!);
    expect(record.agreement).toBe(true);
    const months = (Date.parse(record.expires) - now) / DAY;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(185);
  });

  it('stores agreement false with an empty expiry on reject and closes the banner', async () => {
    await openLogin();
    await browser.page.clock.runFor(3_000);
    await banner().getByRole('button', { name: 'Отклонить' }).click();
    await expect.poll(() => banner().count()).toBe(0);
    expect(JSON.parse((await stored())!)).toEqual({ agreement: false, expires: '' });
  });

  it('does not show the banner while a stored record is valid', async () => {
    await browser.page.goto(`${portalUrl}/config.json`);
    await browser.page.evaluate(
      (expires) => {
        localStorage.setItem('agreement_cookie', JSON.stringify({ agreement: true, expires }));
      },
      new Date(Date.now() + 30 * DAY).toISOString(),
    );
    await openLogin();
    await browser.page.clock.runFor(3_500);
    expect(await banner().count()).toBe(0);
  });

  it('deletes an expired record and shows the banner again', async () => {
    await browser.page.goto(`${portalUrl}/config.json`);
    await browser.page.evaluate(
      (expires) => {
        localStorage.setItem('agreement_cookie', JSON.stringify({ agreement: true, expires }));
      },
      new Date(Date.now() - DAY).toISOString(),
    );
    await openLogin();
    await browser.page.clock.runFor(3_000);
    await banner().waitFor();
    expect(await stored()).toBeNull();
  });

  it('clears the old "agreement" cookie on every check', async () => {
    await browser.context.addCookies([{ name: 'agreement', value: 'true', url: portalUrl }]);
    await openLogin();
    expect((await browser.context.cookies()).some((c) => c.name === 'agreement')).toBe(true);
    await browser.page.clock.runFor(3_000);
    await expect.poll(async () => (await browser.context.cookies()).some((c) => c.name === 'agreement')).toBe(false);
  });

  it('switches from the short text to the full policy when the policy link is clicked', async () => {
    await openLogin();
    await browser.page.clock.runFor(3_000);
    expect(await banner().getByText('Как управлять файлами cookie').count()).toBe(0);
    await banner().getByRole('button', { name: 'политикой использования файлов cookie' }).click();
    await banner().getByText('Как управлять файлами cookie').waitFor();
  });
});

describe('analytics (spec §4 "Startup")', () => {
  async function tagRequested(environment: string, answer: 'accept' | 'reject' | 'none') {
    const portal = await startPortal(operatorApiUrl, {
      PORTAL_ENVIRONMENT: environment,
      PORTAL_ANALYTICS_COUNTER_ID: '12345678',
    });
    const requested: string[] = [];
    // The counter lives on the internet; answer for it here and only record that it was asked for.
    await browser.page.route(ANALYTICS, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    try {
      await openLogin(portal.url);
      await browser.page.clock.runFor(3_000);
      if (answer !== 'none') {
        await banner()
          .getByRole('button', { name: answer === 'accept' ? 'Принять и продолжить' : 'Отклонить' })
          .click();
      }
      await browser.page.clock.runFor(1_000);
      return browser.page.evaluate((src) => document.querySelector(`script[src="${src}"]`) !== null, ANALYTICS);
    } finally {
      await browser.page.unroute(ANALYTICS);
      await browser.page.goto('about:blank');
      await portal.stop();
    }
  }

  it('loads the counter in production after the resident accepts', async () => {
    expect(await tagRequested('production', 'accept')).toBe(true);
  });

  it('loads nothing in production without consent', async () => {
    expect(await tagRequested('production', 'none')).toBe(false);
  });

  it('loads nothing in production after a refusal', async () => {
    expect(await tagRequested('production', 'reject')).toBe(false);
  });

  it('never loads the counter outside production', async () => {
    expect(await tagRequested('preprod', 'accept')).toBe(false);
  });
});
