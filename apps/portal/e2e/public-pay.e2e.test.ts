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

const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toContain('Лицевой счёт не найден');
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
    await expect
      .poll(() => page.getByRole('status').allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining('Платёж прошёл'));
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

/** What a guest's page learns about a payment by its id, with its own account token and the secret it holds (if any). */
async function readAsGuest(page: Page, paymentId: number, secret: string | undefined) {
  return page.evaluate(
    async ({ paymentId, secret }) => {
      const { basicCredential } = (await (await fetch('/config.json')).json()) as { basicCredential: string };
      const { accountToken } = JSON.parse(sessionStorage.getItem('public-pay:account') ?? '{}') as {
        accountToken?: string;
      };
      const response = await fetch(
        `/api/v3/client/freeAccess/pay/payments/${paymentId}?accountToken=${encodeURIComponent(accountToken ?? '')}`,
        {
          headers: { authorization: `Basic ${basicCredential}`, ...(secret ? { 'x-payment-secret': secret } : {}) },
        },
      );
      return { status: response.status, body: await response.text() };
    },
    { paymentId, secret },
  );
}

/** The guest's own payment this tab started: its id and secret, as the tab keeps them for the way back. */
async function startedPayment(page: Page): Promise<{ id: number; secret: string }> {
  const kept = await page.evaluate(() =>
    Object.entries(sessionStorage).filter(([key]) => key.startsWith('resident.payment-secret:')),
  );
  expect(kept).toHaveLength(1);
  const [[key, secret]] = kept as [[string, string]];
  return { id: Number(key.split(':')[1]), secret };
}

async function lookUp(page: Page, amountRubles: string, email: string) {
  await page.goto(`${portalUrl}/pay`);
  await page.getByLabel('Номер лицевого счёта').waitFor();
  await page.getByLabel('Номер лицевого счёта').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  const amount = page.getByLabel('Сумма к оплате, ₽');
  // A browser just started solves its first altcha proof cold: on a busy machine that takes a while.
  // Should the form not come, the failure says where the page is and what it shows instead.
  await amount.waitFor({ timeout: 45_000 }).catch(async (error: unknown) => {
    const shown = (await page.locator('[role="alert"], .ant-form-item-explain-error, h1').allTextContents()).join(
      ' | ',
    );
    throw new Error(`the look-up form did not come at ${page.url()}: ${shown}`, { cause: error });
  });
  await amount.fill(amountRubles);
  await page.getByLabel('Email или телефон для чека').fill(email);
}

describe('one guest’s payment is not another’s', () => {
  it(
    'a guest of the same account can neither read another guest’s payment nor reach its acquirer page; its creator pays it',
    { timeout: 120_000 },
    async () => {
      const first = browser.page;
      await first.setViewportSize({ width: 1280, height: 800 });
      await freshSession(first, portalUrl);
      await lookUp(first, '10.00', 'first-guest@mail.ru');
      await first.getByRole('button', { name: 'Оплатить' }).click();
      await first.waitForURL(/\/api\/test-acquirer\/pay\//);
      const acquirerPage = first.url();
      const theirs = await startedPayment(first);

      // Another guest, in a browser of their own, finds the same account and tries the next ids.
      const other = await openBrowser();
      try {
        const page = other.page;
        await lookUp(page, '20.00', 'second-guest@mail.ru');
        await page.getByRole('button', { name: 'Оплатить' }).click();
        await page.waitForURL(/\/api\/test-acquirer\/pay\//);
        const myAcquirerPage = page.url();
        const mine = await startedPayment(page);
        expect(mine.id).not.toBe(theirs.id);
        // Back on the portal (the acquirer's page allows no calls of its own), this tab's account token still kept.
        await page.goto(`${portalUrl}/pay`);
        for (const secret of [undefined, mine.secret, 'guessed-secret']) {
          const answer = await readAsGuest(page, theirs.id, secret);
          expect(answer.status).toBe(secret === undefined ? 400 : 404);
          expect(answer.body).not.toContain('test-acquirer');
          expect(answer.body).not.toContain(new URL(acquirerPage).pathname);
          expect(answer.body).not.toContain('f***@mail.ru');
        }
        // The result page of the other's payment asks nothing and says where it can be checked.
        await page.goto(`${portalUrl}/pay?payment=${theirs.id}`);
        await page
          .getByText('Проверить платёж можно только в той вкладке, где начата оплата')
          .waitFor({ timeout: 20_000 });
        expect(await page.locator('body').textContent()).not.toContain('Оплата отменена');

        // The second guest drops their own payment on its page (nothing is left pending on the account).
        await page.goto(myAcquirerPage);
        await page.getByRole('button', { name: 'Отменить и вернуться' }).click();
        await page.waitForURL(new RegExp(`/pay\\?payment=${mine.id}$`), { timeout: 20_000 });
        await page.getByText('Оплата отменена').first().waitFor({ timeout: 20_000 });
        // Their own read answers their payment, without the acquirer's page even to them (a read by its
        // creator asks the acquirer, so it comes after their page was left).
        const own = await readAsGuest(page, mine.id, mine.secret);
        expect(own.status).toBe(200);
        expect(JSON.parse(own.body)).toMatchObject({
          id: mine.id,
          confirmationUrl: null,
          receiptSentTo: 's***@mail.ru',
        });
      } finally {
        await other.close();
      }

      // The first guest's payment was untouched: it is paid on its page and its result shows.
      expect(first.url()).toBe(acquirerPage);
      await first.getByLabel('Номер карты').fill('4242 4242 4242 4242');
      await first.getByLabel('Срок действия').fill('12/30');
      await first.getByLabel('CVC').fill('123');
      await first.getByRole('button', { name: 'Оплатить' }).click();
      await first.waitForURL(new RegExp(`/pay\\?payment=${theirs.id}$`), { timeout: 20_000 });
      await expect
        .poll(() => first.getByRole('status').allTextContents(), { timeout: 20_000 })
        .toContainEqual(expect.stringContaining('Платёж прошёл'));
    },
  );
});

describe('the dashboard’s money', () => {
  it('shows the active account’s debt as the operator API has it, with the pay button', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, portalUrl, 'debtor@demo.ru');
    const contragentId = pathOf(page).split('/')[2];
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const summary = (await (
      await fetch(`${portalUrl}/api/v3/client/${contragentId}/billing/summary`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as {
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
