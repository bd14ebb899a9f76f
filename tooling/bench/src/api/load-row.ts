import { ms } from '../lib/format.ts';
import { checked, type Row } from '../report/row.ts';
import type { LoadResult } from './load-job.ts';

/** What a fixed-rate load is held to: the rate, and the p99 at that rate. */
export interface LoadBudget {
  rate: number;
  p99Ms: number;
}

/** The last requests are answered after the last second: the rate counts as held within 2 %. */
const RATE_TOLERANCE = 0.98;

export const loadBudgetText = (budget: LoadBudget) => `p99 ≤ ${ms(budget.p99Ms)} at ${budget.rate} req/s, all 2xx`;

/**
 * CPU per request of every process of the configuration, then its split: 'CPU 1.42 ms/req (API 1.10
 * + PostgreSQL 0.32)'; on SQLite (no database process) the API's figure alone.
 */
function cpuText({ apiMsPerRequest, databaseMsPerRequest }: NonNullable<LoadResult['cpu']>): string {
  const total = `CPU ${(apiMsPerRequest + databaseMsPerRequest).toFixed(2)} ms/req`;
  return databaseMsPerRequest === 0
    ? total
    : `${total} (API ${apiMsPerRequest.toFixed(2)} + PostgreSQL ${databaseMsPerRequest.toFixed(2)})`;
}

/**
 * One paced run (`paced-load.ts`) as a row: achieved rate, p50, p99, CPU per request (when counted), non-2xx (errors and timeouts when there
 * were any; `note` after them). It passes when the rate was held, p99 is within budget (inclusive)
 * and every answer was 2xx.
 */
export function loadRow(subject: string, measure: string, result: LoadResult, budget: LoadBudget, note?: string): Row {
  const failed = result.non2xx + result.errors + result.timeouts;
  const figure =
    `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
    (result.cpu === undefined ? '' : `${cpuText(result.cpu)}, `) +
    `non-2xx ${result.non2xx}` +
    (result.errors + result.timeouts > 0 ? `, errors ${result.errors}, timeouts ${result.timeouts}` : '') +
    (note === undefined ? '' : `; ${note}`);
  const held = result.requestsPerSecond >= budget.rate * RATE_TOLERANCE;
  return checked(
    subject,
    measure,
    figure,
    loadBudgetText(budget),
    held && result.p99Ms <= budget.p99Ms && failed === 0,
  );
}
