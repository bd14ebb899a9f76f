// More of what the walk of every screen (pnpm walk) found: the phone's bottom
// bar of a resident without a personal account, measured in Chromium as the resident sees it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIDE_NAV_TEXTS } from '../src/shell/side-nav/side-nav-texts';
import { openBrowser, type Browser } from './support/browser';
import { signInAs } from './support/nav';

const portalUrl = inject('portalUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ width: 390, height: 844 });
  await signInAs(browser.page, portalUrl, 'noaccount@demo.ru');
});
afterAll(() => browser.close());

describe('the phone bar of a resident without a personal account', () => {
  it.each([390, 375, 430])('at %i px shows every short name whole, «аренда контейнеров» too', async (width) => {
    const { page } = browser;
    await page.setViewportSize({ width, height: 844 });
    const bar = page.getByRole('navigation', { name: SIDE_NAV_TEXTS.label });
    await bar.getByText('аренда контейнеров').waitFor({ timeout: 20_000 });
    // Each name's text box: cut when it holds more than it shows (the clamp's third line, or a
    // word wider than its slot).
    const cut = await bar
      .locator('a > span:last-child, button > span:last-child')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
          .map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
    // Still within the window: the slots that grew for a long word took it from the others.
    const right = await bar.evaluate((nav) =>
      Math.max(...[...nav.querySelectorAll('li')].map((item) => item.getBoundingClientRect().right)),
    );
    expect(right).toBeLessThanOrEqual(width + 0.5);
  });
});
