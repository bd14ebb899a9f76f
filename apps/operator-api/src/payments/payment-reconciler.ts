import type { FastifyBaseLogger } from 'fastify';
import type { TickLease } from '../db/store/tick-lease.ts';

/**
 * pg_try_advisory_xact_lock keys of the payment jobs: with several instances on one PostgreSQL,
 * one of them runs a tick and the others skip it. Distinct from the autopay's 19_000_006 and the
 * migrations' 19_000_001.
 */
export const RECONCILE_TICK_LOCK = 30_000_001;
export const EXPIRY_TICK_LOCK = 30_000_002;

export interface PaymentJob {
  /** One tick: the work under the lease; false when another instance held it or it failed. */
  tick(): Promise<boolean>;
  /** No new tick; resolves when the one under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` under the lease, one tick at a time (a slow tick is not overlapped
 * by the next); a failure is logged and the next tick still comes. The work itself must be safe to
 * run anywhere at any moment: whichever instance runs it, or dies in the middle of it, the next
 * tick (here or elsewhere) picks up what is left, because every step it takes is one conditional
 * change in the database.
 */
export function startPaymentJob(
  name: string,
  work: () => Promise<unknown>,
  lease: TickLease,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): PaymentJob {
  let running: Promise<boolean> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  function tick(): Promise<boolean> {
    running ??= lease
      .tryRun(work)
      .then(
        (result) => result.ran,
        (error: unknown) => {
          log.error({ err: error }, `the ${name} failed`);
          return false;
        },
      )
      .finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), intervalMs);
    timer.unref();
  }
  schedule();

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
