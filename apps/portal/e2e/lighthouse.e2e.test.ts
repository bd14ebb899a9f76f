import {
  failingAudits,
  openLighthouseBrowser,
  runLighthouse,
  type LighthouseBrowser,
  type LighthouseCategory,
} from '@resident/test-stack/lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { features } from '../src/app/features';
import { openBrowser } from './support/browser';
import { signIn } from './support/session';

const portalUrl = inject('portalUrl');
const operatorApiUrl = inject('operatorApiUrl');

/**
 * Lighthouse's accessibility, best-practices and SEO scores stay at 100 on the guest
 * pages and the not-found page. These scores do not depend on timing, so one run per page on the
 * desktop preset (no simulated 4× CPU) is enough; the timings are the benchmark's (`pnpm bench
 * --lighthouse-only`), never a test's.
 */
const CATEGORIES: LighthouseCategory[] = ['accessibility', 'best-practices', 'seo'];

const PAGES = ['/login', '/registration', '/password-recovery', '/pay', '/service-unavailable'];

/** What costs each category points, per category: all empty when the page scores 100 in each. */
async function losses(path: string, localStorage?: [string, string][]): Promise<Record<string, string[]>> {
  const { result } = await runLighthouse(`${portalUrl}${path}`, {
    preset: 'desktop',
    categories: CATEGORIES,
    timeoutMs: 50_000,
    localStorage,
  });
  expect(new URL(result.finalDisplayedUrl).pathname, 'Lighthouse landed elsewhere').toBe(path);
  return Object.fromEntries(CATEGORIES.map((category) => [category, failingAudits(result, category)]));
}

const NONE = Object.fromEntries(CATEGORIES.map((category) => [category, []]));

/** The resident routes, held to 100 in these two (SEO: a signed-in page is not indexed). */
const RESIDENT_CATEGORIES: LighthouseCategory[] = ['accessibility', 'best-practices'];

/**
 * Every resident route of the feature manifests, but those that only lead elsewhere in this
 * environment: /appeals opens its first tab (audited as its own route) and insurance is off in
 * development (spec §6), where its routes go to the dashboard. `guards.e2e.test.ts` checks where
 * they lead.
 */
const REDIRECTING = new Set([
  '/resident/:userId/appeals',
  '/resident/:userId/insurance',
  '/resident/:userId/insurance/object',
]);
const RESIDENT_ROUTES = features
  .flatMap((feature) => feature.routes)
  .filter((route) => !route.meta.guest && !REDIRECTING.has(route.path))
  .map((route) => route.path);

/** The demo resident (every section has data) signed in through the form, and the ids of their data. */
async function signInResident(): Promise<{ storage: [string, string][]; params: Record<string, string> }> {
  const browser = await openBrowser();
  try {
    await signIn(browser.page, portalUrl, 'resident@demo.ru');
    await browser.page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const userId = /\/resident\/(\d+)\//.exec(new URL(browser.page.url()).pathname)![1]!;
    const storage = (await browser.page.evaluate(() => Object.entries(localStorage))) as [string, string][];
    const byKey = new Map(storage);
    const token = byKey.get('token')!;
    const { contragentId } = JSON.parse(byKey.get('user')!) as { contragentId: number };
    const first = async (path: string) => {
      const response = await fetch(`${operatorApiUrl}/api/v3/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(200);
      return String(((await response.json()) as { content: { id: number }[] }).content[0]!.id);
    };
    const [id, changeObjectId] = await Promise.all([
      first('main/communication/chats'),
      first(`client/${contragentId}/changeObjects`),
    ]);
    return { storage, params: { userId, id, changeObjectId } };
  } finally {
    await browser.close();
  }
}

describe('Lighthouse scores 100 in accessibility, best practices and SEO', () => {
  it.each(PAGES)('%s', async (path) => {
    expect(await losses(path)).toEqual(NONE);
  });

  it('the dashboard, signed in', async () => {
    // The resident's session as the portal keeps it, handed to Lighthouse's own browser.
    const browser = await openBrowser();
    try {
      await signIn(browser.page, portalUrl, 'plain@demo.ru');
      await browser.page.waitForURL(/\/resident\/\d+\/dashboard$/);
      const session = (await browser.page.evaluate(() => Object.entries(localStorage))) as [string, string][];
      expect(await losses(new URL(browser.page.url()).pathname, session)).toEqual(NONE);
    } finally {
      await browser.close();
    }
  });

  it('the not-found page: 100, except for what its own 404 costs', async () => {
    // The server answers an unknown path with 404, and Lighthouse marks any 4xx page
    // down twice, by design: SEO's http-status-code (a missing page is not to be indexed) and best
    // practices' errors-in-console, for Chromium's own line about the document's 404. Those two,
    // naming only the document, are the page's whole loss; anything else fails here.
    const path = '/no/such/page';
    expect(await losses(path)).toEqual({
      accessibility: [],
      'best-practices': [
        expect.stringMatching(new RegExp(`^errors-in-console: .* — [^|]*status of 404[^|]* at ${portalUrl}${path}$`)),
      ],
      seo: [expect.stringMatching(/^http-status-code: /)],
    });
  });
  // One run takes 6–12 s; room for Lighthouse's own retry when it fails to record a trace.
}, 120_000);

describe('Lighthouse scores 100 in accessibility and best practices on every resident route', () => {
  // One browser for every route, signed in once: each run keeps the session (refreshed as the
  // portal refreshes it) and the scripts in the cache, which the two scores do not depend on.
  let params: Record<string, string>;
  let browser: LighthouseBrowser | undefined;
  beforeAll(async () => {
    const resident = await signInResident();
    params = resident.params;
    browser = await openLighthouseBrowser(new URL(portalUrl).origin, resident.storage);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(RESIDENT_ROUTES)('%s', async (pattern) => {
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!);
    const result = await browser!.audit(`${portalUrl}${path}`, {
      preset: 'desktop',
      categories: RESIDENT_CATEGORIES,
      timeoutMs: 50_000,
    });
    expect(new URL(result.finalDisplayedUrl).pathname, 'Lighthouse landed elsewhere').toBe(path);
    const lost = Object.fromEntries(RESIDENT_CATEGORIES.map((category) => [category, failingAudits(result, category)]));
    expect(lost).toEqual(Object.fromEntries(RESIDENT_CATEGORIES.map((category) => [category, []])));
  });
}, 120_000);
