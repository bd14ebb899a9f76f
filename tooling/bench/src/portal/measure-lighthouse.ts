import { lighthouseFigures, runLighthouse, type LighthouseFigures } from '@resident/test-stack/lighthouse';
import { keepSessionStorage, type ResidentSession } from './session.ts';

/** One page Lighthouse measures: its label in the table and its URL. */
export interface LighthousePage {
  label: string;
  url: string;
  /** The signed-in resident, for a resident page; their session is kept up to date run by run. */
  session?: ResidentSession;
  /**
   * Audits this page fails by design, with why: a score that loses points to these alone meets its
   * budget, and the table says so.
   */
  expectedLosses?: { audits: readonly string[]; why: string };
}

export interface LighthouseMeasurement extends LighthousePage {
  runs: LighthouseFigures[];
}

/**
 * `runs` Lighthouse runs of each page, one after another (never two at once: the simulated
 * throttling scales what it measured on this CPU), each in a fresh Chromium profile with an empty
 * HTTP cache. Lighthouse's default config is issue 21's profile: mobile, simulated 4× CPU,
 * 150 ms RTT, 1.6 Mbps.
 */
export async function measureLighthouse(
  pages: readonly LighthousePage[],
  runs: number,
  progress: (text: string) => void = () => {},
): Promise<LighthouseMeasurement[]> {
  const measured: LighthouseMeasurement[] = [];
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      progress(`Lighthouse ${page.label}, run ${run} of ${runs}`);
      const { result, localStorage } = await runLighthouse(page.url, { preset: 'mobile', localStorage: page.session?.storage });
      // A guard that redirected (an expired session to /login) would have measured another page.
      const landed = new URL(result.finalDisplayedUrl).pathname;
      if (landed !== new URL(page.url).pathname) throw new Error(`${page.url}: the portal redirected Lighthouse to ${landed}`);
      if (page.session && localStorage) keepSessionStorage(page.session, localStorage);
      figures.push(lighthouseFigures(result));
    }
    measured.push({ ...page, runs: figures });
  }
  return measured;
}
