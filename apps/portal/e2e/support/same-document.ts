import type { Page } from 'playwright-core';

type Marked = Window & { __e2eSameDocument?: true };

/**
 * Marks the page's current document. A reload or a full navigation replaces the window object and
 * with it the mark, so `isSameDocument` tells whether an update arrived without one.
 */
export function markDocument(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as Marked).__e2eSameDocument = true;
  });
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Marked).__e2eSameDocument === true);
}
