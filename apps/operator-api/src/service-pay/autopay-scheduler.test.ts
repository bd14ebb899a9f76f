import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { openStore } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createTickLease } from '../db/store/tick-lease.ts';
import { BACKENDS, twoStoresOnOnePostgres } from '../test-support/test-databases.ts';
import type { Backend } from '../test-support/test-databases.ts';
import { AUTOPAY_TICK_LOCK, startAutopayScheduler } from './autopay-scheduler.ts';
import type { AutopayScheduler } from './autopay-scheduler.ts';

const HOUR = 3_600_000;
const quiet = { error: vi.fn() };

/** A runner (the scheduler's work) that counts its runs and holds each until released. */
function heldRunner() {
  let runs = 0;
  let release: () => void = () => {};
  let gate = Promise.resolve();
  return {
    runs: () => runs,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    run: async () => {
      runs += 1;
      await gate;
    },
  };
}

/** Two instances' stores on one database: PostgreSQL's shared one, or each its own SQLite. */
async function openInstances(backend: Backend): Promise<{ a: Store; b: Store; close(): Promise<void> }> {
  if (backend === 'sqlite') {
    const dbs = [openDatabase(':memory:'), openDatabase(':memory:')] as const;
    const [a, b] = dbs.map((db) => openStore({ dialect: 'sqlite', db })) as [Store, Store];
    return {
      a,
      b,
      async close() {
        await Promise.all([a.close(), b.close()]);
        for (const db of dbs) db.close();
      },
    };
  }
  return twoStoresOnOnePostgres();
}

describe.each(BACKENDS)('the autopay scheduler of two instances on %s', (backend) => {
  let instances: Awaited<ReturnType<typeof openInstances>>;
  let runner: ReturnType<typeof heldRunner>;
  let schedulers: AutopayScheduler[];

  beforeEach(async () => {
    instances = await openInstances(backend);
    runner = heldRunner();
    // An hour apart: the test ticks by hand.
    schedulers = [instances.a, instances.b].map((store) =>
      startAutopayScheduler(runner.run, createTickLease(store, AUTOPAY_TICK_LOCK), HOUR, quiet),
    );
  });
  afterEach(async () => {
    runner.release();
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await instances.close();
  });

  it(
    backend === 'postgres'
      ? 'ticking at the same moment, runs the due autopays on one instance only; a tick after that one finished runs again'
      : 'runs every tick of each instance (one process per database: no lease)',
    async () => {
      runner.hold();
      const ticks = schedulers.map((scheduler) => scheduler.tick());
      if (backend === 'postgres') {
        expect(await Promise.race(ticks)).toBe(false);
        expect(runner.runs()).toBe(1);
      } else {
        await expect.poll(runner.runs).toBe(2);
      }
      runner.release();
      const ran = await Promise.all(ticks);
      expect(ran.filter(Boolean)).toHaveLength(backend === 'postgres' ? 1 : 2);

      const before = runner.runs();
      expect(await schedulers[1]?.tick()).toBe(true);
      expect(await schedulers[0]?.tick()).toBe(true);
      expect(runner.runs()).toBe(before + 2);
    },
  );

  it('logs a failed run and ticks again; stopping waits for the tick under way', async () => {
    const log = { error: vi.fn() };
    const failing = startAutopayScheduler(
      () => Promise.reject(new Error('the acquirer is down')),
      createTickLease(instances.a, AUTOPAY_TICK_LOCK),
      HOUR,
      log,
    );
    expect(await failing.tick()).toBe(false);
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'the acquirer is down' }) },
      'the autopay run failed',
    );
    await failing.stop();

    runner.hold();
    const [scheduler] = schedulers;
    const tick = scheduler?.tick();
    await expect.poll(runner.runs).toBe(1);
    let stopped = false;
    const stopping = scheduler?.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    runner.release();
    await stopping;
    expect(await tick).toBe(true);
  });
});
