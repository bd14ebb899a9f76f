import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createTickLease } from '../db/store/tick-lease.ts';
import { createTestDatabase, postgresUrl } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { RECONCILE_TICK_LOCK, startPaymentJob } from './payment-reconciler.ts';
import type { PaymentJob } from './payment-reconciler.ts';

const quiet = { error: vi.fn() };
let job: PaymentJob | undefined;
let test: TestStore | undefined;

afterEach(async () => {
  await job?.stop();
  await test?.close();
  job = undefined;
  test = undefined;
  quiet.error.mockReset();
});

describe('a payment job', () => {
  it('ticks again and again, never two at once, and a failed tick does not stop the next', async () => {
    test = await openTestStore('sqlite');
    let running = 0;
    let most = 0;
    let runs = 0;
    job = startPaymentJob(
      'payment reconciliation',
      async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 15));
        running -= 1;
        if (runs === 2) throw new Error('the acquirer is down');
      },
      createTickLease(test.store, RECONCILE_TICK_LOCK),
      5,
      quiet,
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    expect(most).toBe(1);
    expect(quiet.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the payment reconciliation failed');
  });

  it('stop waits for the tick under way and starts no other', async () => {
    test = await openTestStore('sqlite');
    let finished = 0;
    job = startPaymentJob(
      'payment expiry sweep',
      () => new Promise((resolve) => setTimeout(() => resolve(++finished), 50)),
      createTickLease(test.store, RECONCILE_TICK_LOCK),
      60_000,
      quiet,
    );
    const tick = job.tick();
    await job.stop();
    expect(finished).toBe(1);
    expect(await tick).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished).toBe(1);
  });
});

// Several instances on one PostgreSQL: the one holding the lease runs the tick, the others skip it.
describe.runIf(postgresUrl())('a payment job on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let other: pg.Client | undefined;
  let store: Store | undefined;

  afterEach(async () => {
    await job?.stop();
    job = undefined;
    await store?.close();
    await other?.end();
    await database?.drop();
  });

  it('skips its tick while another instance holds the lease, and runs once it is let go', async () => {
    database = await createTestDatabase('postgres');
    other = new pg.Client({ connectionString: database.databaseUrl });
    await other.connect();
    // Advisory locks are the database's: this instance's store on the same one (the lease needs no table).
    store = openStore({ dialect: 'postgres', url: database.databaseUrl ?? '' });
    let runs = 0;
    job = startPaymentJob(
      'payment reconciliation',
      () => Promise.resolve(++runs),
      createTickLease(store, RECONCILE_TICK_LOCK),
      60_000,
      quiet,
    );
    await other.query('SELECT pg_advisory_lock($1)', [RECONCILE_TICK_LOCK]);
    expect(await job.tick()).toBe(false);
    expect(runs).toBe(0);
    await other.query('SELECT pg_advisory_unlock($1)', [RECONCILE_TICK_LOCK]);
    expect(await job.tick()).toBe(true);
    expect(runs).toBe(1);
  });
});
