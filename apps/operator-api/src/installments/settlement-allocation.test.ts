import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createOrders } from '../orders/orders.ts';
import type { Acquirer } from '../payments/acquirer.ts';
import { createPaymentService } from '../payments/payment-service.ts';
import type { PaymentServiceDeps } from '../payments/payment-service.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createClock } from '../test-support/test-server.ts';
import { createInstallmentRepository } from './installment-repository.ts';
import { createPaymentAllocator } from './payment-allocator.ts';

const acquirer: Acquirer = {
  createSession: (session: { id: number }) =>
    Promise.resolve({ acquirerPaymentId: `acq-${session.id}`, confirmationUrl: `/pay/${session.id}` }),
  verifyNotification: () => ({ ok: false, problem: 'signature' }),
  chargeSavedCard: () => Promise.reject(new Error('no saved cards here')),
  getPaymentStatus: () => Promise.resolve({ status: 'pending', cardEntered: false }),
};

// The settlement and the allocation are one transaction: both commit, or neither (a crash, a failure).
describe.each(BACKENDS)('a settled bill payment and its allocation on %s', (backend) => {
  let test: TestStore;
  let store: Store;
  beforeEach(async () => {
    test = await openTestStore(backend);
    store = test.store;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    await createInstallmentRepository(store).createAgreement(
      {
        contragentId: 1,
        applicationId: null,
        debt: 300_000,
        firstPayment: 90_000,
        months: 3,
        concludedOn: '2026-03-10',
      },
      Date.UTC(2026, 2, 10, 9),
    );
  });
  afterEach(() => test.close());

  function service(chargesPaid: PaymentServiceDeps['chargesPaid']) {
    return createPaymentService({
      store,
      acquirer,
      receipts: { send: () => Promise.resolve(0) },
      orders: createOrders(store, createClock().now),
      chargesPaid,
      seller: 'Регоператор',
      ttlSeconds: 1200,
      now: createClock().now,
      log: Fastify({ logger: false }).log,
    });
  }

  async function paid(payments: ReturnType<typeof service>, amount: number) {
    const { payment } = await payments.create({
      contragentId: 1,
      userId: null,
      scope: 'public:1',
      key: randomUUID(),
      amount,
      purpose: 'charges',
      receiptEmail: 'a@b.ru',
      returnPath: '/pay',
    });
    return {
      payment,
      settle: () =>
        payments.settle({ paymentId: payment.id, acquirerPaymentId: `acq-${payment.id}`, amount, status: 'succeeded' }),
    };
  }

  const statusOf = async (id: number) =>
    (await first(store.db, sql<{ status: string }>`SELECT status FROM payments WHERE id = ${id}`))?.status;
  const allocations = () =>
    all(store.db, sql<{ payment_id: number; amount: number }>`SELECT payment_id, amount FROM installment_allocations`);

  it('commits the allocation with the settlement, once however often the notification comes', async () => {
    const allocator = createPaymentAllocator(store);
    const payments = service(async (row, at) => {
      await allocator.allocate({ id: row.id, contragentId: row.contragent_id, amount: row.amount }, at);
    });
    const { payment, settle } = await paid(payments, 40_000);
    expect(await settle()).toBe('settled');
    expect(await settle()).toBe('already-settled');
    expect(await statusOf(payment.id)).toBe('succeeded');
    expect(await allocations()).toEqual([{ payment_id: payment.id, amount: 40_000 }]);
  });

  it('leaves the payment unsettled when its allocation fails: the acquirer’s retry settles it later', async () => {
    const allocator = createPaymentAllocator(store);
    let failing = true;
    const payments = service(async (row, at) => {
      await allocator.allocate({ id: row.id, contragentId: row.contragent_id, amount: row.amount }, at);
      if (failing) throw new Error('the process died here');
    });
    const { payment, settle } = await paid(payments, 40_000);
    await expect(settle()).rejects.toThrow('the process died here');
    expect(await statusOf(payment.id)).not.toBe('succeeded');
    expect(await allocations()).toEqual([]);

    failing = false;
    expect(await settle()).toBe('settled');
    expect(await allocations()).toEqual([{ payment_id: payment.id, amount: 40_000 }]);
  });
});
