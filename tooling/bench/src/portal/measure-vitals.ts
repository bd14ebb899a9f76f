import { openBrowser } from '@resident/test-stack';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { median } from '../lib/median.ts';
import { withTimeout } from '../lib/with-timeout.ts';
import { applyMobileProfile, MOBILE_PROFILE } from './mobile-profile.ts';
import { keepSession, seedSession, type ResidentSession } from './session.ts';
import { collectVitals, totalBlockingTime, type PageVitals } from './vitals-collector.ts';

export interface Vitals {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
}

/** The UMD build sets `webVitals` on the page's global object. */
const WEB_VITALS_SCRIPT = createRequire(import.meta.url).resolve('web-vitals');

/** Lighthouse's own waits: the CPU is quiet once no long task has ended for this long. */
const CPU_QUIET_MS = 1_000;
const MAX_SETTLE_MS = 15_000;

async function settle(page: Page): Promise<PageVitals> {
  const deadline = Date.now() + MAX_SETTLE_MS;
  for (;;) {
    const { vitals, now } = await page.evaluate(() => ({ vitals: window.benchVitals, now: performance.now() }));
    const lastEnd = Math.max(0, ...vitals.longTasks.map(([start, duration]) => start + duration));
    const quiet = now - lastEnd >= CPU_QUIET_MS && vitals.lcp !== undefined;
    if (quiet || Date.now() > deadline) return vitals;
    await page.waitForTimeout(250);
  }
}

/** One cold load under the mobile profile in a fresh browser profile. */
async function measureOnce(url: string, session?: ResidentSession): Promise<Vitals> {
  const browser = await openBrowser({ width: MOBILE_PROFILE.width, height: MOBILE_PROFILE.height });
  try {
    const { context, page } = browser;
    if (session) await seedSession(context, session);
    await context.addInitScript({ path: WEB_VITALS_SCRIPT });
    await context.addInitScript(collectVitals);
    await applyMobileProfile(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
    // A guard that redirected (an expired session to /login) would measure another page.
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url}: the portal redirected to ${landed}`);
    const vitals = await settle(page);
    if (session) await keepSession(page, session);
    if (vitals.fcp === undefined || vitals.lcp === undefined) throw new Error(`${url}: no FCP/LCP was reported`);
    return {
      lcpMs: vitals.lcp,
      fcpMs: vitals.fcp,
      cls: vitals.cls,
      tbtMs: totalBlockingTime(vitals.longTasks, vitals.fcp),
    };
  } finally {
    await browser.close();
  }
}

/** The median of each figure over `runs` cold loads (each figure's own median, as Lighthouse CI does). */
export async function measureVitals(
  url: string,
  runs: number,
  session?: ResidentSession,
): Promise<Vitals & { runs: Vitals[] }> {
  const all: Vitals[] = [];
  for (let i = 0; i < runs; i++)
    all.push(await withTimeout(`A throttled load of ${url}`, 180_000, measureOnce(url, session)));
  const of = (pick: (v: Vitals) => number) => median(all.map(pick));
  return {
    lcpMs: of((v) => v.lcpMs),
    fcpMs: of((v) => v.fcpMs),
    cls: of((v) => v.cls),
    tbtMs: of((v) => v.tbtMs),
    runs: all,
  };
}
