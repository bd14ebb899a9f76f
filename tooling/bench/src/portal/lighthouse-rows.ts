import type { LighthouseCategory, LighthouseFigures } from '@resident/test-stack/lighthouse';
import { BUDGETS } from '../budgets.ts';
import { ms, seconds } from '../lib/format.ts';
import { median } from '../lib/median.ts';
import { checked, info, notMeasured, type Row } from '../report/row.ts';
import type { LighthouseMeasurement } from './measure-lighthouse.ts';

const GOAL = BUDGETS.lighthouse;

/** KiB, as Lighthouse and issue 21's table show transfer sizes. */
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

const SCORES: { category: LighthouseCategory; measure: string; min: number }[] = [
  { category: 'performance', measure: 'perf', min: GOAL.performanceMin },
  { category: 'accessibility', measure: 'a11y', min: GOAL.otherScoresMin },
  { category: 'best-practices', measure: 'best practices', min: GOAL.otherScoresMin },
  { category: 'seo', measure: 'SEO', min: GOAL.otherScoresMin },
];

/**
 * One page's figures beside issue 21's goal: each figure is its own median over the runs (as
 * Lighthouse CI does), so a row may combine runs. Measures are named as the issue's table names them.
 */
export function lighthouseRows({ label, runs, expectedLosses }: LighthouseMeasurement): Row[] {
  const rows: Row[] = [];
  const of = (pick: (figures: LighthouseFigures) => number | null | undefined) => {
    const values = runs.map(pick).filter((value): value is number => typeof value === 'number');
    return values.length === runs.length && values.length > 0 ? median(values) : undefined;
  };
  // A run whose every lost point is an expected loss meets the budget whatever its score.
  const onlyExpected = (category: LighthouseCategory) =>
    expectedLosses !== undefined && runs.every((figures) => (figures.losing[category] ?? []).every((id) => expectedLosses.audits.includes(id)));
  for (const { category, measure, min } of SCORES) {
    const score = of((figures) => figures.scores[category]);
    const budget = min === 100 ? '100' : `≥ ${min}`;
    if (score === undefined) {
      rows.push(notMeasured(label, measure, 'no score', budget));
    } else if (score < min && onlyExpected(category)) {
      rows.push(checked(label, measure, `${Math.round(score)} (${expectedLosses!.why})`, budget, true));
    } else {
      rows.push(checked(label, measure, String(Math.round(score)), budget, score >= min));
    }
  }
  const metric = (measure: string, value: number | undefined, format: (v: number) => string, budget: number, budgetText: string) =>
    value === undefined ? notMeasured(label, measure, 'not reported', budgetText) : checked(label, measure, format(value), budgetText, value <= budget);
  rows.push(metric('FCP', of((f) => f.fcpMs), seconds, GOAL.fcpMs, `≤ ${seconds(GOAL.fcpMs)}`));
  rows.push(metric('LCP', of((f) => f.lcpMs), seconds, GOAL.lcpMs, `≤ ${seconds(GOAL.lcpMs)}`));
  rows.push(metric('TBT', of((f) => f.tbtMs), ms, GOAL.tbtMs, `≤ ${ms(GOAL.tbtMs)}`));
  rows.push(metric('CLS', of((f) => f.cls), (v) => v.toFixed(3), GOAL.clsMax, String(GOAL.clsMax)));
  const transfer = of((f) => f.transferBytes);
  rows.push(transfer === undefined ? notMeasured(label, 'transfer', 'not reported') : info(label, 'transfer', kib(transfer)));
  return rows;
}
