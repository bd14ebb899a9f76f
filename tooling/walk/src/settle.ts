import type { Page, Request } from 'playwright-core';
import { waitForAnimations } from '@resident/portal/e2e/support/axe.ts';

/** How long a screen may take to become still before it is measured as it is. */
const SETTLE_TIMEOUT_MS = 15_000;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 400;

/** Requests in flight on a page (websockets are not requests, so a live socket does not count). */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quiet: () => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS };
}

export type RequestTracker = ReturnType<typeof trackRequests>;

/**
 * Waits for a screen to show its data: the network quiet, no spinner, skeleton or busy region, and
 * no animation running. Bounded: a screen that never settles is measured as it is, and the answer
 * says so (undefined when it settled).
 */
export async function settle(page: Page, requests: RequestTracker): Promise<string | undefined> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let note: string | undefined = `did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`;
  while (Date.now() < deadline) {
    const busy = await page
      .evaluate(
        () =>
          document.readyState !== 'complete' ||
          document.querySelector('#root *') === null ||
          document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]') !== null,
      )
      .catch(() => true);
    if (!busy && requests.quiet()) {
      note = undefined;
      break;
    }
    await page.waitForTimeout(100);
  }
  await waitForAnimations(page).catch(() => undefined);
  return note;
}
