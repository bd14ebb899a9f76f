import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed.ts';
import { all, run } from '../db/store/store.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import type { PaymentRepository } from '../payments/payment-repository.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createBillingService } from './billing-service.ts';
import type { BillingService } from './billing-service.ts';

// 15 May 2026, noon in Moscow.
const NOW = Date.UTC(2026, 4, 15, 9);
const ACCOUNT = { contragentId: 1, numberPersonalAccount: '7700000001', isClosed: false, address: 'г. Тверь' };

// The ledger is on the async store: the same rules on both backends.
describe.each(BACKENDS)('the billing summary on %s', (backend) => {
  let test: TestStore;
  let payments: PaymentRepository;
  let billing: BillingService;

  beforeEach(async () => {
    test = await openTestStore(backend);
    await seedDemoData(test.store, NOW);
    payments = createPaymentRepository(test.store);
    billing = createBillingService(test.store, payments);
  });

  afterEach(() => test.close());

  const ledgerRows = () => all(test.store, sql`SELECT * FROM ledger_lines ORDER BY contragent_id, period`);

  it('shows a payment as pending until it succeeds, then lowers the debt without touching the ledger', async () => {
    const before = await billing.summary(ACCOUNT);
    const lines = await ledgerRows();
    expect(lines.length).toBeGreaterThan(0);
    const { id } = await payments.insert({
      contragentId: 1,
      amount: 10_000,
      status: 'created',
      purpose: 'charges',
      channel: 'card',
      description: 'Оплата картой',
      createdAt: NOW + 1_000,
    });
    await payments.markPending(id);
    expect(await billing.summary(ACCOUNT)).toMatchObject({
      debt: before.debt,
      pendingPayments: 1,
      pendingAmount: 10_000,
    });
    await payments.settle(id, 'succeeded', NOW + 60_000);
    expect(await billing.summary(ACCOUNT)).toMatchObject({
      debt: before.debt - 10_000,
      pendingPayments: 0,
      pendingAmount: 0,
    });
    expect(await ledgerRows()).toEqual(lines);
  });

  it('counts a payment settled after the newest month (the next month is not charged yet) in the newest month', async () => {
    const before = await billing.summary(ACCOUNT);
    const { id } = await payments.insert({
      contragentId: 1,
      amount: 5_000,
      status: 'pending',
      purpose: 'charges',
      channel: 'card',
      description: 'Оплата картой',
      createdAt: Date.UTC(2026, 5, 2),
    });
    await payments.settle(id, 'succeeded', Date.UTC(2026, 5, 2, 0, 2));
    expect((await billing.summary(ACCOUNT)).debt).toBe(before.debt - 5_000);
    expect((await billing.ledger(1)).at(-1)?.period).toBe('2026-05');
  });

  it('ignores failed payments and payments of a state duty', async () => {
    const before = await billing.summary(ACCOUNT);
    for (const [status, purpose] of [
      ['failed', 'charges'],
      ['succeeded', 'state-duty'],
    ] as const) {
      await payments.insert({
        contragentId: 1,
        amount: 7_000,
        status,
        purpose,
        channel: 'card',
        description: 'Оплата картой',
        createdAt: NOW,
        settledAt: NOW,
      });
    }
    expect((await billing.summary(ACCOUNT)).debt).toBe(before.debt);
  });

  it('is empty for an account without billing', async () => {
    await run(test.store, sql`DELETE FROM ledger_lines WHERE contragent_id = 1`);
    expect(await billing.summary(ACCOUNT)).toEqual({
      contragentId: 1,
      numberPersonalAccount: '7700000001',
      isClosed: false,
      debt: 0,
      lastCharge: null,
      latestReceiptPeriod: null,
      pendingPayments: 0,
      pendingAmount: 0,
    });
  });
});
