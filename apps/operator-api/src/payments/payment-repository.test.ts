import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, run } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createPaymentRepository } from './payment-repository.ts';
import type { NewPayment, PaymentRepository } from './payment-repository.ts';

const card = (overrides: Partial<NewPayment> = {}): NewPayment => ({
  contragentId: 6,
  amount: 15_000,
  status: 'created',
  purpose: 'charges',
  channel: 'card',
  description: 'Оплата картой',
  createdAt: 1_000,
  ...overrides,
});

describe.each(BACKENDS)('the payment repository on %s', (backend) => {
  let test: TestStore;
  let payments: PaymentRepository;

  beforeEach(async () => {
    test = await openTestStore(backend);
    await run(
      test.store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES
        (5, 'Петров П. П.', '7700000005', 'г. Тверь'), (6, 'Иванов И. И.', '7700000006', 'г. Тверь')`,
    );
    payments = createPaymentRepository(test.store);
  });

  afterEach(() => test.close());

  it('settles a payment once: a repeated notification changes nothing', async () => {
    const { id } = await payments.insert(card());
    expect(await payments.markPending(id)).toBe(true);
    expect(await payments.markPending(id)).toBe(false);
    expect((await payments.billingPayments(6)).pending).toEqual({ count: 1, amount: 15_000 });
    expect(await payments.settle(id, 'succeeded', 2_000)).toBe(true);
    expect(await payments.settle(id, 'failed', 3_000)).toBe(false);
    expect(await payments.get(id)).toMatchObject({ status: 'succeeded', settled_at: 2_000 });
    expect(await payments.billingPayments(6)).toEqual({
      settled: [{ amount: 15_000, settled_at: 2_000, service_id: null }],
      pending: { count: 0, amount: 0 },
    });
    if (backend === 'postgres') {
      expect(await all(test.store.db, sql`SELECT id, status FROM payments`)).toEqual([{ id, status: 'succeeded' }]);
    }
  });

  it('counts only succeeded payments for the charges as paid, oldest first, and every pending payment as pending', async () => {
    await payments.insert(card({ status: 'failed', settledAt: 5 }));
    await payments.insert(card({ status: 'succeeded', purpose: 'state-duty', settledAt: 5 }));
    await payments.insert(card({ status: 'succeeded', amount: 700, settledAt: 9 }));
    await payments.insert(card({ status: 'succeeded', amount: 300, settledAt: 7 }));
    await payments.insert(card({ status: 'pending', amount: 200, purpose: 'state-duty' }));
    await payments.insert(card({ status: 'pending', amount: 100 }));
    await payments.insert(card({ contragentId: 5, status: 'pending', amount: 50 }));
    expect(await payments.billingPayments(6)).toEqual({
      settled: [
        { amount: 300, settled_at: 7, service_id: null },
        { amount: 700, settled_at: 9, service_id: null },
      ],
      pending: { count: 2, amount: 300 },
    });
  });

  it('finds a payment only through the account it belongs to', async () => {
    const { id } = await payments.insert(card());
    expect((await payments.findOfContragent(6, id))?.id).toBe(id);
    expect(await payments.findOfContragent(5, id)).toBeUndefined();
  });

  it('pages the history newest first within the created-at range, both ends included', async () => {
    for (let day = 1; day <= 5; day += 1) await payments.insert(card({ createdAt: day * 1_000, amount: day * 100 }));
    const page = await payments.list(6, { from: 2_000, to: 4_000, offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.amount)).toEqual([400, 300]);
    expect(
      (await payments.list(6, { from: 2_000, to: 4_000, offset: 2, limit: 2 })).rows.map((row) => row.amount),
    ).toEqual([200]);
    expect((await payments.listAll(6, {})).map((row) => row.amount)).toEqual([500, 400, 300, 200, 100]);
  });
});
