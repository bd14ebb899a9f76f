import type { FastifyBaseLogger } from 'fastify';
import type { TickLease } from '../db/store/tick-lease.ts';

/**
 * pg_try_advisory_xact_lock key of the autopay tick: one instance on a PostgreSQL
 * database runs the due autopays at a time; the others skip that tick. One bigint key, a space apart
 * from the two-int keys (installments') and distinct from the migrations' 19_000_001.
 */
export const AUTOPAY_TICK_LOCK = 19_000_006;

export interface AutopayScheduler {
  /** One tick: the work under the lease; false when another instance held it. Exposed for tests. */
  tick(): Promise<boolean>;
  /** No new tick; resolves when the one under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the work every `intervalMs` under the lease. A failure is logged, never thrown, so the next
 * tick still comes.
 */
export function startAutopayScheduler(
  work: () => Promise<unknown>,
  lease: TickLease,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): AutopayScheduler {
  const under = new Set<Promise<boolean>>();

  function tick(): Promise<boolean> {
    const run = lease.tryRun(work).then(
      (result) => result.ran,
      (error: unknown) => {
        log.error({ err: error }, 'the autopay run failed');
        return false;
      },
    );
    under.add(run);
    void run.finally(() => under.delete(run));
    return run;
  }

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await Promise.all(under);
    },
  };
}
