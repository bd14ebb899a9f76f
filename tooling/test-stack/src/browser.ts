import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Chromium's flags for every run of the stack: headless, no sandbox, no calls home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Browser = { context: BrowserContext; page: Page; close(): Promise<void> };

/** Debian's Chromium, driven by playwright-core, with a fresh profile for every test file. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'resident-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'ru-RU',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
