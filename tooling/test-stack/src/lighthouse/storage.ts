import { chromium, type Page } from 'playwright-core';

export type StorageEntries = [string, string][];

/**
 * A same-origin document that loads none of the portal's files: the runtime configuration. Seeding
 * storage through it leaves the HTTP cache as cold as a first visit.
 */
const BARE_DOCUMENT = '/config.json';

async function onOrigin<T>(port: number, origin: string, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${BARE_DOCUMENT}`);
      const result = await work(page);
      // Whatever that document brought, the measured load must start with an empty cache.
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      return result;
    } finally {
      await page.close();
    }
  } finally {
    // Connected over CDP: this drops playwright's connection, the browser stays for Lighthouse.
    await browser.close();
  }
}

/** Writes `entries` into `origin`'s localStorage in the Chromium listening on `port`. */
export function seedLocalStorage(port: number, origin: string, entries: StorageEntries): Promise<void> {
  return onOrigin(port, origin, (page) =>
    page.evaluate((items) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
    }, entries),
  );
}

/** `origin`'s localStorage as the page left it (a refreshed session rotates its refresh token). */
export function readLocalStorage(port: number, origin: string): Promise<StorageEntries> {
  return onOrigin(port, origin, (page) => page.evaluate(() => Object.entries(localStorage)));
}
