import type { Page, Response } from 'playwright-core';

/**
 * The page's next response that `matches`, to await after the action that causes it. A test that
 * fails before awaiting it leaves it pending: its timeout must not surface later as a second,
 * unhandled error that hides the first.
 */
export function nextResponse(page: Page, matches: (response: Response, url: URL) => boolean): Promise<Response> {
  const pending = page.waitForResponse((response) => matches(response, new URL(response.url())));
  pending.catch(() => undefined);
  return pending;
}
