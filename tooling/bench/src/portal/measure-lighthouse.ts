import { lighthouseFigures, runLighthouse, type LighthouseFigures } from '@resident/test-stack/lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LighthouseGoal } from './lighthouse-rows.ts';
import { keepSessionStorage, type ResidentSession } from './session.ts';

/** One page Lighthouse measures: its label in the table and its URL. */
export interface LighthousePage {
  label: string;
  url: string;
  /** The signed-in resident, for a resident page; their session is kept up to date run by run. */
  session?: ResidentSession;
  /** What its figures are held to; the guest goal when absent. */
  goal?: LighthouseGoal;
  /**
   * Audits this page fails by design, with why: a score that loses points to these alone meets its
   * budget, and the table says so.
   */
  expectedLosses?: { audits: readonly string[]; why: string };
  /** Why the page is not measured (set before, or by a redirect found on the first run). */
  notMeasured?: string;
}

export interface LighthouseMeasurement extends LighthousePage {
  runs: LighthouseFigures[];
}

/**
 * `runs` Lighthouse runs of each page, one after another (never two at once: the simulated
 * throttling scales what it measured on this CPU), each in a fresh Chromium profile with an empty
 * HTTP cache. Lighthouse's default config is the budgets' profile: mobile, simulated 4× CPU,
 * 150 ms RTT, 1.6 Mbps. A resident page gets the session in localStorage first (a returning
 * resident: signed in, nothing in the HTTP cache).
 */
export async function measureLighthouse(
  pages: readonly LighthousePage[],
  runs: number,
  progress: (text: string) => void = () => {},
): Promise<LighthouseMeasurement[]> {
  const measured: LighthouseMeasurement[] = [];
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    let notMeasured = page.notMeasured;
    for (let run = 1; run <= runs && notMeasured === undefined; run++) {
      progress(`Lighthouse ${page.label}, run ${run} of ${runs}`);
      const { result, localStorage } = await runLighthouse(page.url, {
        preset: 'mobile',
        localStorage: page.session?.storage,
      });
      if (page.session && localStorage) keepSessionStorage(page.session, localStorage);
      // A guard that redirected (an expired session to /login) would have measured another page; a
      // resident route that only redirects (/appeals to its first tab) is listed, not measured.
      const landed = new URL(result.finalDisplayedUrl).pathname;
      if (landed !== new URL(page.url).pathname) {
        if (!page.session || landed.endsWith('/login'))
          throw new Error(`${page.url}: the portal redirected Lighthouse to ${landed}`);
        notMeasured = `the portal redirects it to ${landed}`;
        break;
      }
      figures.push(lighthouseFigures(result));
      keepReport(page.label, run, result);
    }
    measured.push({ ...page, runs: figures, notMeasured });
  }
  return measured;
}

/**
 * `LIGHTHOUSE_REPORTS=<dir>`: each run's full report as JSON there (`<label>-<run>.json`), for the
 * audits the table does not show (`bootup-time`, `mainthread-work-breakdown`, `long-tasks`).
 */
function keepReport(label: string, run: number, result: unknown): void {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${label.replace(/[^\w-]+/g, '_')}-${run}.json`), JSON.stringify(result));
}
