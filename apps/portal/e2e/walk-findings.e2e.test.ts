// What the walk of every screen (pnpm walk) found beyond its own list, in
// the layout of the pages themselves: each test measures what the resident sees, in Chromium.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { signInAs } from './support/nav';
import { pathOf } from './support/session';

const portalUrl = inject('portalUrl');

let browser: Browser;
let dashboard: string;

beforeAll(async () => {
  browser = await openBrowser({ width: 390, height: 844 });
  await signInAs(browser.page, portalUrl, 'resident@demo.ru');
  dashboard = pathOf(browser.page);
});
afterAll(() => browser.close());

async function openProfileTab(page: Page, tab: string, heading: string) {
  await page.goto(`${portalUrl}${dashboard.replace(/dashboard$/, 'profile')}?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The element's box; it must be on the page. */
async function box(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor({ timeout: 20_000 });
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/** The text is cut when its box is narrower or shorter than what it holds. */
const isCut = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );

describe('the walk at 390×844', () => {
  it('profile accounts: «Сделать текущим» goes under the address instead of squeezing it into a narrow column', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await openProfileTab(page, 'accounts', 'Лицевые счета');
    const address = await box(page, page.getByText('Тверская обл., г. Конаково, ул. Энергетиков, д. 3, кв. 41'));
    const choose = await box(page, page.getByRole('button', { name: 'Сделать текущим' }));
    expect(choose.y).toBeGreaterThanOrEqual(address.y + address.height - 1);
    expect(address.width).toBeGreaterThan(200);
    // Under the text, where the text starts: not indented by the margin it had beside it.
    expect(Math.abs(choose.x - address.x)).toBeLessThanOrEqual(1);
  });

  it('profile security: the session keeps the row and «Это устройство» goes under it', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await openProfileTab(page, 'security', 'Безопасность');
    const description = await box(page, page.getByText(/вход .*, активность /i).first());
    const tag = await box(page, page.getByText('Это устройство'));
    expect(tag.y).toBeGreaterThanOrEqual(description.y + description.height - 1);
    expect(description.width).toBeGreaterThan(200);
    expect(Math.abs(tag.x - description.x)).toBeLessThanOrEqual(1);
  });

  it('profile consents: the card title is read whole, not «Согласие на обработку персонал…»', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await openProfileTab(page, 'consents', 'Согласия');
    const title = page.locator('.ant-card-head-title', { hasText: 'Согласие на обработку персональных данных' });
    await title.waitFor();
    expect(await isCut(title)).toBe(false);
  });
});

describe('the walk at 1280×800', () => {
  it('the rail shows «Судебно-претензионная работа» whole, and the header the whole «Иванов Иван Иванович»', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${portalUrl}${dashboard}`);
    const rail = page.getByRole('navigation', { name: 'Основное меню' });
    const litigation = rail.getByRole('link', { name: 'Судебно-претензионная работа' }).locator('span').last();
    await litigation.waitFor();
    expect(await isCut(litigation)).toBe(false);
    const name = page.getByRole('banner').getByText('Иванов Иван Иванович', { exact: true });
    await name.waitFor();
    expect(await isCut(name)).toBe(false);
  });
});
