import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateOf } from '../billing/period.ts';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { createInstallmentRepository } from './installment-repository.ts';
import { createPaymentAllocator } from './payment-allocator.ts';

const CONCLUDED = Date.UTC(2026, 2, 10, 9);

async function payment(store: Store, amount: number): Promise<number> {
  const row = await first(
    store,
    sql<{
      id: number;
    }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
      VALUES (1, ${amount}, 'succeeded', 'charges', 'card', 'Оплата картой', ${CONCLUDED}, ${CONCLUDED}) RETURNING id`,
  );
  if (!row) throw new Error('no payment');
  return row.id;
}

describe.each(BACKENDS)('payment allocation on %s', (backend) => {
  let stores: TwoInstanceStores;
  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend);
    await run(
      stores.store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, is_closed, state_duty_debt, waste_disposal, is_installment_register, address)
      VALUES (1, 'Житель', '9900000001', 0, 0, 0, 1, 'адрес')`,
    );
    // 3 000 ₽: 900 ₽ on 10 March, 1 050 ₽ on 10 April and on 10 May.
    await createInstallmentRepository(stores.store).createAgreement(
      {
        contragentId: 1,
        applicationId: null,
        debt: 300_000,
        firstPayment: 90_000,
        months: 3,
        concludedOn: '2026-03-10',
      },
      CONCLUDED,
    );
  });
  afterEach(() => stores.close());

  const agreement = async (today: string) => (await createInstallmentRepository(stores.store).agreements(1, today))[0];

  it('an instalment turns overdue on the day after its due date in Moscow, not in UTC', async () => {
    // 10 April, 23:59 in Moscow is still 10 April: due. 00:00 on the 11th in Moscow is 21:00 UTC on the 10th.
    const lastMinute = Date.UTC(2026, 3, 10, 20, 59);
    const nextDay = Date.UTC(2026, 3, 10, 21, 0);
    expect((await agreement(dateOf(lastMinute)))?.payments.map((row) => row.status)).toEqual(['overdue', 'due', 'due']);
    expect((await agreement(dateOf(nextDay)))?.payments.map((row) => row.status)).toEqual([
      'overdue',
      'overdue',
      'due',
    ]);
    expect((await agreement(dateOf(nextDay)))?.overdue).toBe(90_000 + 105_000);

    // Paid, it is no longer overdue; partly paid, it stays overdue for what it lacks.
    await createPaymentAllocator(stores.store).allocate(
      { id: await payment(stores.store, 100_000), contragentId: 1, amount: 100_000 },
      nextDay,
    );
    const after = await agreement(dateOf(nextDay));
    expect(after?.payments.map((row) => [row.paidAmount, row.status])).toEqual([
      [90_000, 'paid'],
      [10_000, 'overdue'],
      [0, 'due'],
    ]);
    expect(after?.overdue).toBe(95_000);
  });

  it('allocates a payment once, however often its settlement asks', async () => {
    const allocator = createPaymentAllocator(stores.store);
    const id = await payment(stores.store, 50_000);
    expect(await allocator.allocate({ id, contragentId: 1, amount: 50_000 }, CONCLUDED)).toEqual([
      { agreementId: 1, number: 1, amount: 50_000 },
    ]);
    expect(await allocator.allocate({ id, contragentId: 1, amount: 50_000 }, CONCLUDED)).toEqual([]);
    expect((await agreement('2026-03-10'))?.paid).toBe(50_000);
  });

  it.runIf(backend === 'postgres')(
    'two payments settling at once on two instances never fill one instalment twice',
    async () => {
      const [a, b] = [await payment(stores.store, 80_000), await payment(stores.store, 80_000)];
      // The first settlement allocates and stays open; the second, on the other instance, starts then.
      let allocated!: () => void;
      let commit!: () => void;
      const hasAllocated = new Promise<void>((resolve) => (allocated = resolve));
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      const opened = stores.store.transaction(async () => {
        await createPaymentAllocator(stores.store).allocate({ id: a, contragentId: 1, amount: 80_000 }, CONCLUDED);
        allocated();
        await mayCommit;
      });
      await hasAllocated;
      let secondDone = false;
      const second = stores.other
        .transaction(() =>
          createPaymentAllocator(stores.other).allocate({ id: b, contragentId: 1, amount: 80_000 }, CONCLUDED),
        )
        .finally(() => (secondDone = true));
      // Until the second either finished (it read past the open first) or waits for its lock.
      for (;;) {
        const waiting = await first(
          stores.store,
          sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%installment_agreements%FOR UPDATE%'`,
        );
        if (secondDone || Number(waiting?.n) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      commit();
      await Promise.all([opened, second]);
      expect((await agreement('2026-03-10'))?.payments.map((row) => row.paidAmount)).toEqual([90_000, 70_000, 0]);
    },
  );
});
