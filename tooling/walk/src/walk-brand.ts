import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, startOperatorApi } from '@resident/test-stack';
import { startPortal } from '@resident/portal/e2e/support/stack.ts';
import { discoverRoutes, keyPaths } from '@resident/bench/src/portal/discover-routes.ts';
import { residentRouteParams } from '@resident/bench/src/portal/resident-data.ts';
import { seedSession, type ResidentSession } from '@resident/bench/src/portal/session.ts';
import { DEMO_RESIDENT, signInThroughForm } from '@resident/bench/src/portal/sign-in.ts';
import { REPO_ROOT } from '@resident/bench/src/repo-paths.ts';
import { collectConsole, inspect, type ScreenResult } from './inspect.ts';
import { JOURNEYS, takeJourney } from './journeys.ts';
import { resolveScreens, type Screen, type WalkRoute } from './screens.ts';
import { settle, trackRequests } from './settle.ts';

export interface Viewport {
  width: number;
  height: number;
}

/** One brand's results, per viewport width. */
export interface BrandWalk {
  brand: string;
  results: Map<number, ScreenResult[]>;
}

/** The key under which the portal keeps the cookie bar's answer (apps/portal/src/shell/cookie-banner). */
const CONSENT_KEY = 'agreement_cookie';
const COOKIE_BAR = 'Соглашение об использовании файлов cookie';

const errorText = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** 'default' is the operator API's own brand; any other name is a folder of tooling/brands. */
export const brandFileOf = (brand: string) =>
  brand === 'default' ? undefined : path.join(REPO_ROOT, 'tooling/brands', brand, 'brand.json');

interface Walker {
  page: Page;
  portalUrl: string;
  shotsDir: string;
  width: number;
}

async function open(context: BrowserContext) {
  const page = await context.newPage();
  return { page, requests: trackRequests(page), console: collectConsole(page) };
}

/** Opens each screen on one page, measures it, and takes the journeys that start there. */
async function walkScreens(
  context: BrowserContext,
  screens: readonly Screen[],
  { portalUrl, shotsDir, width }: Omit<Walker, 'page'>,
  progress: (text: string) => void,
) {
  const { page, requests, console } = await open(context);
  const results: ScreenResult[] = [];
  for (const screen of screens) {
    const base: ScreenResult = {
      label: screen.label,
      finalPath: '',
      axe: [],
      overflow: [],
      clipped: [],
      console: [],
      notes: [],
    };
    if (screen.skipped) {
      results.push({ ...base, notes: [`not walked: ${screen.skipped}`] });
      continue;
    }
    progress(`${width} ${screen.url}`);
    try {
      await page.goto(`${portalUrl}${screen.url}`, { waitUntil: 'load' });
      const unsettled = await settle(page, requests);
      const finalPath = new URL(page.url()).pathname + new URL(page.url()).search;
      const screenshot = `${width}/${screen.slug}.png`;
      const found = await inspect(page, screen.label, path.join(shotsDir, screenshot));
      const notes = [
        ...(unsettled ? [unsettled] : []),
        ...(finalPath !== screen.url ? [`redirected to ${finalPath}`] : []),
      ];
      results.push({ ...base, finalPath, screenshot, ...found, console: console.take(), notes });
    } catch (error) {
      results.push({ ...base, console: console.take(), notes: [`could not be walked: ${errorText(error)}`] });
      continue;
    }
    let reload = false;
    for (const journey of JOURNEYS.filter(({ from }) => from === screen.slug)) {
      const label = journey.label;
      const journeyBase: ScreenResult = { ...base, label };
      try {
        if (reload) {
          await page.goto(`${portalUrl}${screen.url}`, { waitUntil: 'load' });
          await settle(page, requests);
        }
        await takeJourney(page, journey);
        const unsettled = await settle(page, requests);
        const screenshot = `${width}/${journey.slug}.png`;
        const found = await inspect(page, label, path.join(shotsDir, screenshot));
        results.push({
          ...journeyBase,
          finalPath: screen.url,
          screenshot,
          ...found,
          console: console.take(),
          notes: unsettled ? [unsettled] : [],
        });
      } catch (error) {
        results.push({ ...journeyBase, console: console.take(), notes: [`could not be taken: ${errorText(error)}`] });
      }
      // Whatever the journey left open, the next one starts from a fresh load of its screen.
      reload = true;
    }
  }
  await page.close();
  return results;
}

/** The first visit's cookie bar on /login, as a resident who has never answered it sees it. */
async function walkCookieBar(
  browser: Browser,
  viewport: Viewport,
  portalUrl: string,
  loginPath: string,
  shotsDir: string,
): Promise<ScreenResult> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU' });
  const label = 'login › cookie bar (first visit)';
  const base: ScreenResult = {
    label,
    finalPath: loginPath,
    axe: [],
    overflow: [],
    clipped: [],
    console: [],
    notes: [],
  };
  try {
    const { page, requests, console } = await open(context);
    await page.goto(`${portalUrl}${loginPath}`, { waitUntil: 'load' });
    await page.getByRole('dialog', { name: COOKIE_BAR }).waitFor({ timeout: 15_000 });
    await settle(page, requests);
    const screenshot = `${viewport.width}/login+cookie-bar.png`;
    return {
      ...base,
      screenshot,
      ...(await inspect(page, label, path.join(shotsDir, screenshot))),
      console: console.take(),
    };
  } catch (error) {
    return { ...base, notes: [`could not be walked: ${errorText(error)}`] };
  } finally {
    await context.close();
  }
}

/** Residents other than the main demo one, each signed in through the form in a browser of their own. */
const OTHER_RESIDENTS = [
  // Spec §4: an unverified resident lands on the unverified screen in its own layout.
  {
    login: 'pending@demo.ru',
    label: 'unverified screen (pending@demo.ru)',
    slug: 'resident-unverified+pending',
    lands: /\/resident\/unverified\/[^/]+$/,
  },
  // Spec §2 "Reduced route set": a resident without a personal account.
  {
    login: 'noaccount@demo.ru',
    label: 'no personal account: landing (noaccount@demo.ru)',
    slug: 'resident-noaccount+landing',
    lands: /\/resident\/[^/]+\/(?!dashboard)/,
  },
] as const;

async function walkOtherResident(
  browser: Browser,
  viewport: Viewport,
  portalUrl: string,
  loginPath: string,
  shotsDir: string,
  consent: [string, string][],
  resident: (typeof OTHER_RESIDENTS)[number],
): Promise<ScreenResult> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU' });
  await seedSession(context, { userId: '', storage: consent });
  const base: ScreenResult = {
    label: resident.label,
    finalPath: '',
    axe: [],
    overflow: [],
    clipped: [],
    console: [],
    notes: [],
  };
  try {
    const { page, requests, console } = await open(context);
    await page.goto(`${portalUrl}${loginPath}`, { waitUntil: 'load' });
    await page.getByLabel('Логин').fill(resident.login);
    await page.getByLabel('Пароль').fill(DEMO_RESIDENT.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => resident.lands.test(url.pathname), { timeout: 60_000 });
    const unsettled = await settle(page, requests);
    const screenshot = `${viewport.width}/${resident.slug}.png`;
    const found = await inspect(page, resident.label, path.join(shotsDir, screenshot));
    return {
      ...base,
      finalPath: new URL(page.url()).pathname,
      screenshot,
      ...found,
      console: console.take(),
      notes: unsettled ? [unsettled] : [],
    };
  } catch (error) {
    return { ...base, notes: [`could not be walked: ${errorText(error)}`] };
  } finally {
    await context.close();
  }
}

/** Screens of the shell, not of a feature manifest: they are in the route table too. */
const shellRoutes = (serviceUnavailable: string): WalkRoute[] => [
  { feature: 'shell', path: serviceUnavailable, name: 'ServiceUnavailable', layout: 'guest', guest: true, tabs: [] },
  { feature: 'shell', path: '/no-such-page', name: 'NotFound', layout: 'guest', guest: true, tabs: [] },
];

/**
 * Walks one brand at one viewport on its own stack: a fresh operator API (a seeded temporary
 * database, removed afterwards) and the built portal in front of it, the demo resident signed in
 * through the real form. Every viewport starts from the same data: opening a chat marks its answer
 * read and takes it off the tasks, so a second width on the same database would see other screens.
 */
async function walkViewport(
  brand: string,
  viewport: Viewport,
  outDir: string,
  progress: (text: string) => void,
  only?: RegExp,
): Promise<ScreenResult[]> {
  // preprod: every feature and so every route is on (spec §6), as the bench measures them.
  const api = await startOperatorApi({ brandFile: brandFileOf(brand), logLevel: 'error' });
  const portal = await startPortal(api.url, { PORTAL_ENVIRONMENT: 'preprod' });
  let browser: Browser | undefined;
  try {
    const [routes, key] = await Promise.all([discoverRoutes(), keyPaths()]);
    progress(`${brand} ${viewport.width}: signing the demo resident in through the login form`);
    const session: ResidentSession = await signInThroughForm(portal.url, key.login, key.dashboard);
    const params = await residentRouteParams(api.url, session);
    const screens = resolveScreens([...routes, ...shellRoutes(key.serviceUnavailable)], params).filter(
      (screen) => !only || only.test(screen.label) || only.test(screen.slug),
    );
    const consent = session.storage.filter(([name]) => name === CONSENT_KEY);
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
    const where = { portalUrl: portal.url, shotsDir: path.join(outDir, brand), width: viewport.width };
    const say = (text: string) => progress(`${brand} ${text}`);
    // Guests have answered the cookie bar too (its own screen shows it): it would cover every page.
    const guest = await browser.newContext({ viewport, locale: 'ru-RU' });
    await seedSession(guest, { userId: '', storage: consent });
    const guestResults = await walkScreens(
      guest,
      screens.filter(({ guest: isGuest }) => isGuest),
      where,
      say,
    );
    await guest.close();
    const cookieBar =
      !only || only.test('login')
        ? [await walkCookieBar(browser, viewport, portal.url, key.login, where.shotsDir)]
        : [];
    const others: ScreenResult[] = [];
    for (const other of OTHER_RESIDENTS.filter(({ label, slug }) => !only || only.test(label) || only.test(slug))) {
      say(`${viewport.width} ${other.label}`);
      others.push(await walkOtherResident(browser, viewport, portal.url, key.login, where.shotsDir, consent, other));
    }
    const resident = await browser.newContext({ viewport, locale: 'ru-RU' });
    await seedSession(resident, session);
    const residentResults = await walkScreens(
      resident,
      screens.filter(({ guest: isGuest }) => !isGuest),
      where,
      say,
    );
    await resident.close();
    return [...guestResults, ...cookieBar, ...others, ...residentResults];
  } finally {
    await browser?.close();
    await portal.stop();
    await api.stop();
  }
}

/** Walks one brand at each viewport. */
export async function walkBrand(
  brand: string,
  viewports: readonly Viewport[],
  outDir: string,
  progress: (text: string) => void,
  only?: RegExp,
): Promise<BrandWalk> {
  const results = new Map<number, ScreenResult[]>();
  for (const viewport of viewports)
    results.set(viewport.width, await walkViewport(brand, viewport, outDir, progress, only));
  return { brand, results };
}
