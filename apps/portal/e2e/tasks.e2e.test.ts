import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { signIn } from './support/session';
import { startStack } from './support/stack';

// Its own operator API: other files open the demo chats, which marks the seeded answers read.
let stack: Awaited<ReturnType<typeof startStack>>;
let portalUrl: string;
beforeAll(async () => {
  stack = await startStack();
  portalUrl = stack.portalUrl;
});
afterAll(() => stack.stop());
const TASKS = '/api/v3/main/communication/tasks';
const POLL_MS = 60_000;

let browser: Browser;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(() => browser.close());

function countTaskRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TASKS) seen.count++;
  });
  return seen;
}

/** Signs resident@demo.ru in on a fake clock, so polling runs when the test moves time. */
async function signInOnClock() {
  const { page } = browser;
  await page.clock.install();
  await signIn(page, portalUrl, 'resident@demo.ru');
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: /^Уведомления: / }).waitFor();
}

describe('task polling (spec §4)', () => {
  it('shows changeObjects + chats on the bell and lists them under «Задачи»', async () => {
    await signInOnClock();
    const { page } = browser;
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const tasks = await (
      await fetch(`${portalUrl}${TASKS}?contragentId=1`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const expected = tasks.chats.length + tasks.changeObjects.length;
    expect(expected).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Уведомления: ${expected}` }).waitFor();

    await page.getByRole('button', { name: /Иванов Иван Иванович/ }).click();
    // The dropdown's list, not the dashboard's own card of open tasks.
    const list = page.getByRole('region', { name: 'Задачи', exact: true });
    await list.waitFor();
    await list.getByText('в обращениях').first().waitFor();
    await list.getByText(`Заявка №${tasks.changeObjects[0].requestNumber}`).waitFor();
    await list.getByText('в перерасчетах').first().waitFor();
  });

  it('loads the tasks again every minute while the header is shown', async () => {
    await signInOnClock();
    const { page } = browser;
    const seen = countTaskRequests(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === TASKS);
    await page.clock.runFor(POLL_MS + 1_000);
    await answered;
    expect(seen.count).toBe(1);
    // The next poll is timed from the answer, which may arrive after the clock has moved on (a
    // loaded machine): a minute and a second from now covers it.
    await page.clock.runFor(POLL_MS + 1_000);
    await expect.poll(() => seen.count).toBe(2);
  });

  it('pauses while the tab is hidden and catches up when it is shown again', async () => {
    await signInOnClock();
    const { page } = browser;
    const seen = countTaskRequests(page);
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(3 * POLL_MS);
    expect(seen.count).toBe(0);
    await setVisibility('visible');
    await expect.poll(() => seen.count).toBe(1);
  });

  it('does not poll on the login and service-unavailable pages', async () => {
    const { page } = browser;
    await page.clock.install();
    const seen = countTaskRequests(page);
    await page.goto(`${portalUrl}/login`);
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.clock.runFor(2 * POLL_MS);
    await page.goto(`${portalUrl}/service-unavailable`);
    await page.getByRole('heading', { name: 'Сервис временно недоступен' }).waitFor();
    await page.clock.runFor(2 * POLL_MS);
    expect(seen.count).toBe(0);
  });

  it('only logs a failed load: no message interrupts the resident', async () => {
    await signInOnClock();
    const { page } = browser;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`**${TASKS}*`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"details":"UnknownException"}' }),
    );
    await page.clock.runFor(POLL_MS + 1_000);
    await expect.poll(() => warnings.some((text) => text.includes('Не удалось загрузить задачи'))).toBe(true);
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
    expect(await page.getByText('Непредвиденная ошибка системы').count()).toBe(0);
  });

  it('opens the chat of a chat task', async () => {
    await signInOnClock();
    const { page } = browser;
    await page.getByRole('button', { name: /Иванов Иван Иванович/ }).click();
    await page.getByText('в обращениях').first().click();
    await page.waitForURL(/\/resident\/\d+\/chats\/\d+$/);
  });
});
