import type { Page } from 'playwright-core';
import { DOUBLE_CLICK_MS } from '@resident/ui';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { freshSession, signInAs } from './support/nav';
import { pathOf } from './support/session';

const portalUrl = inject('portalUrl');

// The debtor's account (debtor@demo.ru, Волков Дмитрий Андреевич, г. Вышний Волочёк, ул. Урицкого, д. 22, кв. 9).
const ACCOUNT = '7700000005';
const OWNER = ['Волков', 'Дмитрий', 'Урицкого', 'д. 22, кв. 9'];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const rubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

async function expectNothingOfTheOwner(page: Page) {
  const text = (await page.locator('body').textContent()) ?? '';
  for (const part of OWNER) expect(text).not.toContain(part);
}

describe('public /pay', () => {
  it('a guest finds the account by its number and pays with the success card through the test acquirer', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await freshSession(page, portalUrl);
    await page.goto(`${portalUrl}/login`);
    await page.getByRole('link', { name: 'Оплатить без входа' }).click();
    await page.waitForURL(/\/pay$/);
    await page.getByLabel('Номер лицевого счёта').waitFor();
    expect(await seriousViolations(page, '/pay account step')).toEqual([]);

    // A wrong number gets its message and stays in the field.
    await page.getByLabel('Номер лицевого счёта').fill('7700000099');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('Лицевой счёт не найден');
    expect(await page.getByLabel('Номер лицевого счёта').inputValue()).toBe('7700000099');
    // The 404 comes back within the submit button's double-click guard; a person corrects the
    // number slower than that, the test waits as long.
    await page.waitForTimeout(DOUBLE_CLICK_MS);

    await page.getByLabel('Номер лицевого счёта').fill(ACCOUNT);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    const amount = page.getByLabel('Сумма к оплате, ₽');
    await amount.waitFor({ timeout: 20_000 });
    expect(Number(await amount.inputValue())).toBeGreaterThan(0);
    await expect.poll(() => page.locator('dd').allTextContents()).toContainEqual(expect.stringMatching(/\*\*/));
    await expectNothingOfTheOwner(page);
    expect(await seriousViolations(page, '/pay pay step')).toEqual([]);

    await amount.fill('100.00');
    await page.getByLabel('Email или телефон для чека').fill('guest@mail.ru');
    await page.getByRole('button', { name: 'Оплатить' }).click();

    // The test acquirer's hosted page.
    await page.waitForURL(/\/api\/test-acquirer\/pay\//);
    await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
    await page.getByLabel('Срок действия').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await page.waitForURL(/\/pay\?payment=\d+$/, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('status').allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringContaining('Платёж прошёл'));
    expect(await page.locator('body').textContent()).toMatch(/Кассовый чек отправлен: .+/);
    await expectNothingOfTheOwner(page);
    expect(await seriousViolations(page, '/pay result')).toEqual([]);
  });

  it('fits a 375 px phone without sideways scrolling, on every step', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 740 });
    await freshSession(page, portalUrl);
    await page.goto(`${portalUrl}/pay`);
    await page.getByLabel('Номер лицевого счёта').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByLabel('Номер лицевого счёта').fill(ACCOUNT);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByLabel('Сумма к оплате, ₽').waitFor({ timeout: 20_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page, '/pay pay step, 375 px')).toEqual([]);
  });
});

describe('the dashboard’s money', () => {
  it('shows the active account’s debt as the operator API has it, with the pay button', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, portalUrl, 'debtor@demo.ru');
    const contragentId = pathOf(page).split('/')[2];
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const summary = (await (await fetch(`${portalUrl}/api/v3/client/${contragentId}/billing/summary`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      debt: number;
    };
    expect(summary.debt).toBeGreaterThan(0);

    const money = page.getByRole('region', { name: 'Расчёты' });
    await expect.poll(() => money.textContent(), { timeout: 20_000 }).toContain(rubles.format(summary.debt / 100));
    expect(await money.getByRole('button', { name: 'Оплатить' }).count()).toBe(1);
    expect(await seriousViolations(page, 'dashboard')).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page, 'dashboard, 375 px')).toEqual([]);
  });
});
