import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '@resident/portal/e2e/support/axe.ts';
import { clippedTexts, overflowFindings } from './layout-checks.ts';
import { probePage } from './page-probe.ts';

/** What the walk found on one screen. */
export interface ScreenResult {
  label: string;
  /** Where the portal ended up (a guard may redirect). */
  finalPath: string;
  /** The screenshot, relative to the brand's folder: '390/resident-billing.png'. */
  screenshot?: string;
  axe: string[];
  overflow: string[];
  clipped: string[];
  console: string[];
  /** Anything else: a redirect, a screen that did not settle, a step that could not be taken. */
  notes: string[];
}

/** Collects the page's console errors and warnings and uncaught errors until `take()`. */
export function collectConsole(page: Page) {
  let messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message.slice(0, 200)}`));
  return {
    take() {
      const taken = [...new Set(messages)];
      messages = [];
      return taken;
    },
  };
}

/** The checks on what the page shows now, and its full-page screenshot at `file` (absolute). */
export async function inspect(
  page: Page,
  label: string,
  file: string,
): Promise<Pick<ScreenResult, 'axe' | 'overflow' | 'clipped'>> {
  const probe = await probePage(page);
  const axe = await seriousViolations(page, label).then(
    (lines) => lines.map((line) => line.replace(`[${label}] `, '')),
    (error: unknown) => [`axe could not run: ${error instanceof Error ? error.message : String(error)}`],
  );
  mkdirSync(path.dirname(file), { recursive: true });
  await fullPageScreenshot(page, file);
  return { axe, overflow: overflowFindings(probe), clipped: clippedTexts(probe.texts) };
}

/**
 * A full-page screenshot. On a page taller than the window, a bar fixed to the window's bottom
 * (the phone's navigation) would be drawn once, over the content at the first window's bottom
 * edge, so it is hidden for the picture; a page that fits keeps it.
 */
async function fullPageScreenshot(page: Page, file: string) {
  const hidden = await page.evaluate(() => {
    if (document.documentElement.scrollHeight <= window.innerHeight) return 0;
    let count = 0;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.height === 0 || rect.bottom < window.innerHeight - 1 || rect.top < window.innerHeight / 2) continue;
      element.dataset.walkHidden = 'true';
      element.style.visibility = 'hidden';
      count += 1;
    }
    return count;
  });
  try {
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  } finally {
    if (hidden > 0) {
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('[data-walk-hidden]')) {
          element.style.visibility = '';
          delete element.dataset.walkHidden;
        }
      });
    }
  }
}
