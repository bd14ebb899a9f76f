import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readStoredSession, routeDataRequests } from '../src/app/route-data';
import { openBrowser, type Browser } from './support/browser';
import { signIn } from './support/session';

const portalUrl = inject('portalUrl');
const operatorApiUrl = inject('operatorApiUrl');

/** The framework's chunk: while it is held back no code of the app can run, only the preloader. */
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;

const apiPath = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname.startsWith('/api/v3/') && request.method() === 'GET'
    ? `${url.pathname.slice('/api/v3/'.length)}${url.search}`
    : undefined;
};

/**
 * The app has asked for what its first render needs and has every answer: RTK Query holds at least
 * `queries` answered queries and none pending (the development store handle, main.tsx).
 */
async function settled(page: Page, queries: number) {
  await page.waitForFunction(
    (count) => {
      const store = (
        window as Window & {
          __residentStore?: { getState(): { api: { queries: Record<string, { status: string } | undefined> } } };
        }
      ).__residentStore;
      const all = Object.values(store?.getState().api.queries ?? {});
      return (
        all.filter((query) => query?.status === 'fulfilled').length >= count &&
        all.every((query) => query?.status !== 'pending')
      );
    },
    queries,
    { timeout: 60_000 },
  );
}

/**
 * Opens `path` afresh with the framework's chunk held back until the preloader's requests have all
 * gone out, then lets it through; returns what was asked for while held and in all.
 */
async function openWithFrameworkHeld(page: Page, path: string, expected: string[]) {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    const found = apiPath(request);
    // The brand is the preloader's too (branding-prefetch), asked for on every page.
    if (found && !found.startsWith('client/freeAccess/branding')) asked.push(found);
  };
  // From a document of no app code: the page before must not add its own requests (a tasks poll).
  await page.goto(`${portalUrl}/config.json`);
  page.on('request', onRequest);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Routing turns the HTTP cache off, so the chunk really comes through here.
  await page.route(FRAMEWORK, async (route) => {
    await held;
    await route.continue();
  });
  try {
    const allSent = Promise.all(
      expected.map((url) => page.waitForRequest((request) => apiPath(request) === url, { timeout: 30_000 })),
    );
    await page.goto(`${portalUrl}${path}`, { waitUntil: 'commit' });
    await allSent;
    const whileHeld = [...asked];
    release();
    await settled(page, expected.length);
    return { whileHeld, all: [...asked] };
  } finally {
    release();
    page.off('request', onRequest);
    await page.unroute(FRAMEWORK);
  }
}

describe('a signed-in route’s data starts with the first script', () => {
  let browser: Browser;
  let userId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    await signIn(browser.page, portalUrl, 'resident@demo.ru');
    await browser.page.waitForURL(/\/resident\/\d+\/dashboard$/);
    userId = /\/resident\/(\d+)\//.exec(browser.page.url())![1]!;
  }, 60_000);
  afterAll(async () => {
    await browser.close();
  });

  async function expectedFor(path: string) {
    const stored = new Map(await browser.page.evaluate(() => Object.entries(localStorage)));
    const session = readStoredSession({ getItem: (key: string) => stored.get(key) ?? null } as Storage);
    expect(session, 'the stored session').toBeDefined();
    return routeDataRequests(session!, path);
  }

  it('the dashboard: its data is asked for before the framework has arrived, once, and shown', async () => {
    const { page } = browser;
    const path = `/resident/${userId}/dashboard`;
    const expected = await expectedFor(path);
    expect(expected).toContain(`client/${expected[0]!.split('/')[2]}/billing/summary`);
    const { whileHeld, all } = await openWithFrameworkHeld(page, path, expected);
    expect(whileHeld.toSorted()).toEqual(expected.toSorted());
    // The app's own requests took the preloader's answers: the figures show, nothing asked twice.
    await page
      .getByText('Задолженность')
      .or(page.getByText('Переплата'))
      .or(page.getByText('Задолженности нет'))
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Расчёты' }).waitFor();
    expect(all.toSorted()).toEqual(expected.toSorted());
  });

  it('every other route with prefetched data: each request goes out once, before the framework', async () => {
    const { page } = browser;
    // What a page asks for only once the first answers are in (not in the table: it depends on them).
    // A chat marks its messages read and then asks for the header's tasks again.
    const later: Record<string, RegExp> = {
      billing: /^client\/\d+\/billing\/charges\/\d{4}-\d{2}$/,
      chat: /^main\/communication\/tasks\?/,
    };
    const token = new Map(await page.evaluate(() => Object.entries(localStorage))).get('token')!;
    const chats = await fetch(`${operatorApiUrl}/api/v3/main/communication/chats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const chat = `chats/${((await chats.json()) as { content: { id: number }[] }).content[0]!.id}`;
    for (const route of [
      'profile',
      'billing',
      'objects',
      'litigation',
      'appeals/help',
      'appeals/recalculation',
      chat,
      'vacancy',
      'service-pay',
    ]) {
      const kind = route.startsWith('chats/') ? 'chat' : route;
      const path = `/resident/${userId}/${route}`;
      const expected = await expectedFor(path);
      expect(expected.length, path).toBeGreaterThan(2);
      const { whileHeld, all } = await openWithFrameworkHeld(page, path, expected);
      expect(whileHeld.toSorted(), path).toEqual(expected.toSorted());
      // Every first request of the page was the preloader's: one the app wrote differently from the
      // table would show here as an extra request, a listed one it asked again for as a second.
      const first = (urls: string[]) => urls.filter((url) => !later[kind]?.test(url)).toSorted();
      expect(first(all), path).toEqual(first(expected));
    }
  }, 240_000);
});
