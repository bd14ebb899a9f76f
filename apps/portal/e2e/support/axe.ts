import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** design.md: a page passes when axe-core finds no violation of these impacts. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * WCAG 2.2 AA and axe's best practices: every rule axe runs by default, plus WCAG 2.2's own. Its
 * Target Size rule (2.5.8, 24 px) is off by default even under its tag, so it is switched on by
 * name: the support links were once 14–16 px tall and no test noticed.
 */
export const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** Only text contrast (WCAG 1.4.3): what a brand's colours change, for the walks in each brand. */
export const CONTRAST_ONLY: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast'] },
  resultTypes: ['violations'],
};

/**
 * Waits until nothing moves: antd fades and zooms dropdowns, modals and badges in, and a
 * half-transparent element would be measured at a contrast it never keeps. Running finite
 * animations are finished at once (their end events still fire, so antd moves on); endless ones (a
 * spinner) are left alone. antd's motion sets its start classes a frame or two before the
 * animation begins, so those classes count as moving too, and the page must stay still for a few
 * frames in a row.
 */
export async function waitForAnimations(page: Page) {
  await page.evaluate(async () => {
    const MOTION = '[class*="-appear-"], [class*="-enter-"], [class*="-leave-"]';
    // Bounded: a page that never settles (or a frame that never comes, on a starved machine) is
    // measured as it is after 5 s instead of hanging the test until its timeout without a word.
    const deadline = performance.now() + 5_000;
    for (let still = 0; still < 3 && performance.now() < deadline;) {
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      for (const animation of running) animation.finish();
      still = running.length === 0 && document.querySelector(MOTION) === null ? still + 1 : 0;
    }
  });
}

/**
 * The serious and critical axe-core violations of the whole document, one readable line per
 * violation: `[label] rule (impact): help — target, target …`. Empty when the page passes.
 * Colour contrast is measured too: unlike jsdom, Chromium paints.
 */
export async function seriousViolations(
  page: Page,
  label: string,
  options: RunOptions = AXE_OPTIONS,
): Promise<string[]> {
  await waitForAnimations(page);
  // page.evaluate, not addScriptTag: the portal's CSP (design.md §5) refuses inline scripts.
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ impacts, options }) => {
      const { axe } = window as AxeWindow;
      if (!axe) throw new Error('axe-core did not load');
      const result = await axe.run(document, options);
      return result.violations
        .filter((violation) => violation.impact != null && impacts.includes(violation.impact))
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => ({
            target: node.target.join(' '),
            // "Fix any of the following:\n  Element has insufficient color contrast of 3.36 (…)": that line.
            why: node.failureSummary?.split('\n')[1]?.trim(),
          })),
        }));
    },
    { impacts: BLOCKING, options },
  );
  return violations.map(
    ({ id, impact, help, targets }) =>
      `[${label}] ${id} (${impact}): ${help} — ${targets.map(({ target, why }) => (why ? `${target}: ${why}` : target)).join(' | ')}`,
  );
}
