import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { postgresUrl, twoStoresOnOnePostgres } from '../../test-support/test-databases.ts';
import { all, openStore, run } from './store.ts';
import type { Store } from './store.ts';
import { createTickLease } from './tick-lease.ts';

const KEY = 4242;

/** Work that counts its calls and holds until released, so ticks overlap for as long as a test wants. */
function heldWork() {
  let calls = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    calls: () => calls,
    release,
    work: async () => {
      calls += 1;
      await gate;
      return calls;
    },
  };
}

describe.runIf(postgresUrl())('the tick lease on one PostgreSQL database from two instances', () => {
  let stores: Awaited<ReturnType<typeof twoStoresOnOnePostgres>>;
  let a: Store;
  let b: Store;

  beforeEach(async () => {
    stores = await twoStoresOnOnePostgres();
    ({ a, b } = stores);
  });
  afterEach(() => stores.close());

  it('runs the work on one of two ticks taken at once, skips the other, and runs a tick after it again', async () => {
    const held = heldWork();
    const ticks = [createTickLease(a, KEY).tryRun(held.work), createTickLease(b, KEY).tryRun(held.work)];
    // The skipped tick answers while the other's work is still under way.
    const skipped = await Promise.race(ticks);
    expect(skipped).toEqual({ ran: false });
    expect(held.calls()).toBe(1);
    held.release();
    expect((await Promise.all(ticks)).filter((tick) => tick.ran)).toEqual([{ ran: true, value: 1 }]);

    const again = await createTickLease(b, KEY).tryRun(async () => 'again');
    expect(again).toEqual({ ran: true, value: 'again' });
  });

  it('skips a second tick of the same instance while its first is under way (another pooled connection)', async () => {
    const held = heldWork();
    const first = createTickLease(a, KEY).tryRun(held.work);
    await expect.poll(held.calls).toBe(1);
    expect(await createTickLease(a, KEY).tryRun(held.work)).toEqual({ ran: false });
    held.release();
    expect(await first).toEqual({ ran: true, value: 1 });
  });

  it('lets the lease go when the work throws, and leaves other keys free meanwhile', async () => {
    const held = heldWork();
    const first = createTickLease(a, KEY).tryRun(held.work);
    await expect.poll(held.calls).toBe(1);
    expect(await createTickLease(b, KEY + 1).tryRun(async () => 'other')).toEqual({ ran: true, value: 'other' });
    held.release();
    await first;

    await expect(createTickLease(a, KEY).tryRun(() => Promise.reject(new Error('the run failed')))).rejects.toThrow(
      'the run failed',
    );
    expect(await createTickLease(b, KEY).tryRun(async () => 'after the failure')).toEqual({
      ran: true,
      value: 'after the failure',
    });
  });

  it('runs the work outside its transaction: what it writes commits at once and stays when the run fails later', async () => {
    await run(a, sql`CREATE TABLE ticks (n INTEGER)`);
    const seen = createTickLease(a, KEY).tryRun(async () => {
      await run(a, sql`INSERT INTO ticks (n) VALUES (1)`);
      // Another instance sees the row while the run (and its lease) is still under way.
      const others = await all(b, sql`SELECT n FROM ticks`);
      throw new Error(`the run failed after ${others.length}`);
    });
    await expect(seen).rejects.toThrow('the run failed after 1');
    expect(await all(b, sql`SELECT n FROM ticks`)).toEqual([{ n: 1 }]);
  });
});

describe('the tick lease on SQLite (one process)', () => {
  it('runs every tick, overlapping ones too, as the scheduler did before', async () => {
    const db = openDatabase(':memory:');
    const store = openStore({ dialect: 'sqlite', db });
    try {
      const held = heldWork();
      const lease = createTickLease(store, KEY);
      const ticks = [lease.tryRun(held.work), lease.tryRun(held.work)];
      await expect.poll(held.calls).toBe(2);
      held.release();
      expect(await Promise.all(ticks)).toEqual([
        { ran: true, value: 2 },
        { ran: true, value: 2 },
      ]);
    } finally {
      await store.close();
      db.close();
    }
  });
});
