import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo2026';

/** Signs in through the real login form (the altcha proof is solved by the page itself). */
export async function signIn(
  page: Page,
  portalUrl: string,
  username: string,
  options: { password?: string; query?: string } = {},
) {
  const { password = DEMO_PASSWORD, query = '' } = options;
  await page.goto(`${portalUrl}/login${query}`);
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
  // The prerendered form's button submits once the page's code has taken it over.
  await page.locator('button[type="submit"]', { hasText: 'Войти' }).click();
}

/** A clean slate between tests: no session, no consent, no cookies. */
export async function resetBrowserState(page: Page, portalUrl: string) {
  await page.context().clearCookies();
  // A same-origin document where no app code runs, so nothing writes storage back.
  await page.goto(`${portalUrl}/config.json`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export function pathOf(page: Page) {
  return new URL(page.url()).pathname;
}
