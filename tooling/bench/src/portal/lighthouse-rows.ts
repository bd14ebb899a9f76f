import type { LighthouseCategory, LighthouseFigures } from '@resident/test-stack/lighthouse';
import { BUDGETS } from '../budgets.ts';
import { ms, seconds } from '../lib/format.ts';
import { median } from '../lib/median.ts';
import { checked, info, notMeasured, type Row } from '../report/row.ts';
import type { LighthouseMeasurement } from './measure-lighthouse.ts';

/** What one page is held to; a figure without a budget (undefined) is shown as information. */
export interface LighthouseGoal {
  performanceMin: number;
  accessibilityMin: number;
  bestPracticesMin: number;
  seoMin?: number;
  fcpMs?: number;
  lcpMs: number;
  tbtMs: number;
  clsMax: number;
}

const GUEST = BUDGETS.lighthouse;
const RESIDENT = BUDGETS.residentLighthouse;

/** The guest goal: every guest page and the not-found page. */
export const GUEST_GOAL: LighthouseGoal = {
  performanceMin: GUEST.performanceMin,
  accessibilityMin: GUEST.otherScoresMin,
  bestPracticesMin: GUEST.otherScoresMin,
  seoMin: GUEST.otherScoresMin,
  fcpMs: GUEST.fcpMs,
  lcpMs: GUEST.lcpMs,
  tbtMs: GUEST.tbtMs,
  clsMax: GUEST.clsMax,
};

/** The resident goal: every resident route (the dashboard's LCP is tighter: `dashboardGoal`). */
export const RESIDENT_GOAL: LighthouseGoal = {
  performanceMin: RESIDENT.performanceMin,
  accessibilityMin: RESIDENT.otherScoresMin,
  bestPracticesMin: RESIDENT.otherScoresMin,
  lcpMs: RESIDENT.lcpMs,
  tbtMs: RESIDENT.tbtMs,
  clsMax: RESIDENT.clsMax,
};

export const DASHBOARD_GOAL: LighthouseGoal = { ...RESIDENT_GOAL, lcpMs: RESIDENT.dashboardLcpMs };

/** KiB, as Lighthouse shows transfer sizes. */
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

const SCORES: { category: LighthouseCategory; measure: string; min: (goal: LighthouseGoal) => number | undefined }[] = [
  { category: 'performance', measure: 'perf', min: (goal) => goal.performanceMin },
  { category: 'accessibility', measure: 'a11y', min: (goal) => goal.accessibilityMin },
  { category: 'best-practices', measure: 'best practices', min: (goal) => goal.bestPracticesMin },
  { category: 'seo', measure: 'SEO', min: (goal) => goal.seoMin },
];

/** The element of the run whose LCP is the median one (what the LCP figure is about). */
function medianLcpElement(runs: readonly LighthouseFigures[]): string | undefined {
  const timed = runs.filter((run) => typeof run.lcpMs === 'number').sort((a, b) => a.lcpMs! - b.lcpMs!);
  const element = timed[Math.floor((timed.length - 1) / 2)]?.lcpElement;
  return element && element.length > 40 ? `${element.slice(0, 39)}…` : element;
}

/**
 * One page's figures beside its goal (`goal`, the guest goal by default): each figure
 * is its own median over the runs (as Lighthouse CI does), so a row may combine runs. Measures are
 * named as the issues' tables name them.
 */
export function lighthouseRows({
  label,
  runs,
  expectedLosses,
  goal = GUEST_GOAL,
  notMeasured: why,
}: LighthouseMeasurement): Row[] {
  if (why !== undefined) return [notMeasured(label, 'perf', why)];
  const rows: Row[] = [];
  const of = (pick: (figures: LighthouseFigures) => number | null | undefined) => {
    const values = runs.map(pick).filter((value): value is number => typeof value === 'number');
    return values.length === runs.length && values.length > 0 ? median(values) : undefined;
  };
  // A run whose every lost point is an expected loss meets the budget whatever its score.
  const onlyExpected = (category: LighthouseCategory) =>
    expectedLosses !== undefined &&
    runs.every((figures) => (figures.losing[category] ?? []).every((id) => expectedLosses.audits.includes(id)));
  for (const { category, measure, min: minOf } of SCORES) {
    const min = minOf(goal);
    const score = of((figures) => figures.scores[category]);
    const budget = min === undefined ? '—' : min === 100 ? '100' : `≥ ${min}`;
    if (score === undefined) {
      rows.push(notMeasured(label, measure, 'no score', budget));
    } else if (min === undefined) {
      rows.push(info(label, measure, String(Math.round(score))));
    } else if (score < min && onlyExpected(category)) {
      rows.push(checked(label, measure, `${Math.round(score)} (${expectedLosses!.why})`, budget, true));
    } else {
      rows.push(checked(label, measure, String(Math.round(score)), budget, score >= min));
    }
  }
  const metric = (
    measure: string,
    value: number | undefined,
    format: (v: number) => string,
    budget: number | undefined,
    budgetText: (v: number) => string,
  ) => {
    if (value === undefined)
      return notMeasured(label, measure, 'not reported', budget === undefined ? '—' : budgetText(budget));
    return budget === undefined
      ? info(label, measure, format(value))
      : checked(label, measure, format(value), budgetText(budget), value <= budget);
  };
  rows.push(
    metric(
      'FCP',
      of((f) => f.fcpMs),
      seconds,
      goal.fcpMs,
      (v) => `≤ ${seconds(v)}`,
    ),
  );
  rows.push(
    metric(
      'LCP',
      of((f) => f.lcpMs),
      seconds,
      goal.lcpMs,
      (v) => `≤ ${seconds(v)}`,
    ),
  );
  rows.push(
    metric(
      'TBT',
      of((f) => f.tbtMs),
      ms,
      goal.tbtMs,
      (v) => `≤ ${ms(v)}`,
    ),
  );
  rows.push(
    metric(
      'CLS',
      of((f) => f.cls),
      (v) => v.toFixed(3),
      goal.clsMax,
      String,
    ),
  );
  const transfer = of((f) => f.transferBytes);
  rows.push(
    transfer === undefined ? notMeasured(label, 'transfer', 'not reported') : info(label, 'transfer', kib(transfer)),
  );
  rows.push(info(label, 'LCP element', medianLcpElement(runs) ?? '—'));
  return rows;
}
