import { checked, notMeasured, type Row } from '../report/row.ts';
import type { LoadJob, LoadResult } from './load-job.ts';
import { loadBudgetText, loadRow, type LoadBudget } from './load-row.ts';
import type { LoadTarget } from './load-target.ts';
import { runLoad } from './run-load.ts';

/** Keep-alive sockets the paced load may open (requests wait for a free one, and the wait counts). */
export const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;

export interface FixedRateLoad {
  subject: string;
  /** The path as the OpenAPI contract names it; a path it does not document is not measured. */
  documentedPath: string;
  budget: LoadBudget;
  /** Seconds measured after the warm-up; 10 unless given. */
  durationSeconds?: number;
  /** Sockets sharing the rate; CONNECTIONS unless given (one request at a time each). */
  connections?: number;
  /** Prepared only when the path is documented (it may sign residents in or ask for data). */
  job(): Promise<Pick<LoadJob, 'method' | 'path' | 'headers' | 'refreshTokens'>>;
  /** Said after the figures, e.g. which month's receipt (asked once the job is prepared). */
  note?(): string;
}

/**
 * One endpoint under a fixed, evenly paced rate from a separate process (`load-child.ts`), with a
 * warm-up: the row with the achieved rate, p50, p99 and every answer that was not 2xx.
 */
export async function measureAtFixedRate(target: LoadTarget, load: FixedRateLoad): Promise<Row> {
  const durationSeconds = load.durationSeconds ?? DURATION_SECONDS;
  const connections = load.connections ?? CONNECTIONS;
  const measure = `${load.budget.rate} req/s for ${durationSeconds} s, ${connections} connections`;
  if (!target.documentedPaths.has(load.documentedPath)) {
    return notMeasured(load.subject, measure, 'the operator API has no such endpoint yet', loadBudgetText(load.budget));
  }
  const job = await load.job();
  let result: LoadResult;
  try {
    result = await runLoad(
      {
        ...job,
        origins: target.origins,
        rate: load.budget.rate,
        connections,
        durationSeconds,
        warmupSeconds: WARMUP_SECONDS,
      },
      target.cpuRoots,
    );
  } catch (error) {
    // A server so far behind that the load process was stopped fails this row; the others still run.
    const why = error instanceof Error ? error.message : String(error);
    return checked(load.subject, measure, `did not finish: ${why}`, loadBudgetText(load.budget), false);
  }
  return loadRow(load.subject, measure, result, load.budget, load.note?.());
}
