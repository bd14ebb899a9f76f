/** pass/FAIL against a budget; info has no budget; not measured says why in the figure. */
export type Verdict = 'pass' | 'FAIL' | 'info' | 'not measured';

export interface Row {
  /** What is measured: a route, a scenario, an endpoint. */
  subject: string;
  /** Which figure, e.g. 'first load JS+CSS (gzip)'. */
  measure: string;
  figure: string;
  /** The design.md §4 budget, '—' when there is none. */
  budget: string;
  verdict: Verdict;
}

export const info = (subject: string, measure: string, figure: string): Row => ({
  subject,
  measure,
  figure,
  budget: '—',
  verdict: 'info',
});

export const notMeasured = (subject: string, measure: string, why: string, budget = '—'): Row => ({
  subject,
  measure,
  figure: `not measured: ${why}`,
  budget,
  verdict: 'not measured',
});

export const checked = (subject: string, measure: string, figure: string, budget: string, ok: boolean): Row => ({
  subject,
  measure,
  figure,
  budget,
  verdict: ok ? 'pass' : 'FAIL',
});
