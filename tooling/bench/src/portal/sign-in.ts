import { openBrowser } from '@resident/test-stack';
import { patternRegExp } from './route-pattern.ts';
import type { ResidentSession } from './session.ts';

export const DEMO_RESIDENT = { username: 'resident@demo.ru', password: 'demo2026' } as const;

/** Spec §2 "Cookie banner": its title and the answer a resident gives. */
const COOKIE_BAR = { title: 'Соглашение об использовании файлов cookie', accept: 'Принять и продолжить' } as const;

/**
 * Signs the demo resident in once through the real login form (altcha proof and all) and returns
 * the session the portal stored, with the user id the portal landed on.
 *
 * The resident also answers the cookie bar, as every resident reaching the dashboard has met it:
 * it shows on the first visit (/login) 3 s after startup (spec §4) and its answer holds 6 months.
 * The dashboard's cold loads then measure a returning resident; the first visit, bar and all, is
 * /login's own measurement.
 */
export async function signInThroughForm(
  portalUrl: string,
  loginPath: string,
  dashboardPattern: string,
): Promise<ResidentSession> {
  const browser = await openBrowser();
  try {
    const { page } = browser;
    await page.goto(`${portalUrl}${loginPath}`);
    await page.getByLabel('Логин').fill(DEMO_RESIDENT.username);
    await page.getByLabel('Пароль').fill(DEMO_RESIDENT.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    const landing = patternRegExp(dashboardPattern);
    await page.waitForURL((url) => landing.test(url.pathname), { timeout: 60_000 });
    const userId = landing.exec(new URL(page.url()).pathname)?.groups?.userId;
    if (!userId) throw new Error(`Signed in, but ${page.url()} has no :userId`);
    const bar = page.getByRole('dialog', { name: COOKIE_BAR.title });
    await bar.getByRole('button', { name: COOKIE_BAR.accept }).click({ timeout: 30_000 });
    await bar.waitFor({ state: 'detached' });
    return { userId, storage: await page.evaluate(() => Object.entries(localStorage)) };
  } finally {
    await browser.close();
  }
}
