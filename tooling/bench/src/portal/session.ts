import type { BrowserContext, Page } from 'playwright-core';

/**
 * A signed-in resident as the portal keeps them: the origin's localStorage (tokens, user). Fresh
 * browsers get it before the first script runs, so a cold load of a resident route starts signed in.
 */
export interface ResidentSession {
  userId: string;
  storage: [string, string][];
}

/** Puts the session into every page of `context` before the portal boots (only where it is missing). */
export async function seedSession(context: BrowserContext, session: ResidentSession): Promise<void> {
  await context.addInitScript((entries: [string, string][]) => {
    for (const [key, value] of entries) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, session.storage);
}

/**
 * Takes back what the portal left in storage: an access token refreshed during a load rotated the
 * refresh token, and the next browser must present the new one (a rotated one revokes the session).
 */
export async function keepSession(page: Page, session: ResidentSession): Promise<void> {
  keepSessionStorage(session, await page.evaluate(() => Object.entries(localStorage)));
}

/** The same, from storage read some other way (a Lighthouse run's browser). */
export function keepSessionStorage(session: ResidentSession, storage: [string, string][]): void {
  if (storage.some(([key]) => key === 'token')) session.storage = storage;
}
