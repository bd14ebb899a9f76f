import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createOrders } from '../orders/orders.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { createClock } from '../test-support/test-server.ts';
import { AcquirerUnavailableError } from './acquirer.ts';
import type { Acquirer } from './acquirer.ts';
import { FAILURE_TEXTS } from './failure-reasons.ts';
import { createPaymentService, returnUrlOf } from './payment-service.ts';

const unreachable: Acquirer = {
  createSession: () => Promise.reject(new AcquirerUnavailableError('connect ECONNREFUSED')),
  verifyNotification: () => ({ ok: false, problem: 'signature' }),
  chargeSavedCard: () => Promise.reject(new AcquirerUnavailableError('connect ECONNREFUSED')),
  getPaymentStatus: () => Promise.reject(new AcquirerUnavailableError('connect ECONNREFUSED')),
};

// Opens a page for every payment after a pause, as a remote acquirer answers; counts the sessions.
function countingAcquirer(): Acquirer & { sessions: number } {
  const acquirer = {
    sessions: 0,
    async createSession(session: { id: number }) {
      acquirer.sessions += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { acquirerPaymentId: `acq-${session.id}`, confirmationUrl: `/pay/${session.id}` };
    },
    verifyNotification: () => ({ ok: false, problem: 'signature' }) as const,
    chargeSavedCard: () => Promise.reject(new Error('no saved cards here')),
    getPaymentStatus: () => Promise.resolve({ status: 'pending', cardEntered: false } as const),
  };
  return acquirer;
}

const request = (key: string) => ({
  contragentId: 1,
  userId: null,
  scope: 'public:1',
  key,
  amount: 10_000,
  purpose: 'charges' as const,
  receiptEmail: 'a@b.ru',
  returnPath: '/pay',
});

describe.each(BACKENDS)('the payment service on %s', (backend) => {
  let stores: TwoInstanceStores;
  let store: Store;
  let other: Store;
  let receipts: number[];

  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend, 0);
    ({ store, other } = stores);
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    receipts = [];
  });

  afterEach(() => stores.close());

  function service(acquirer: Acquirer, on: Store = store) {
    return createPaymentService({
      store: on,
      acquirer,
      receipts: { send: ({ payment }) => Promise.resolve(receipts.push(payment.id)) },
      orders: createOrders(on, createClock().now),
      seller: 'Регоператор',
      ttlSeconds: 1200,
      now: createClock().now,
      log: Fastify({ logger: false }).log,
    });
  }

  it('fails the payment with "try later" when the acquirer cannot open a session; a retry with the key answers it', async () => {
    const payments = service(unreachable);
    const key = randomUUID();
    const { payment, replayed } = await payments.create(request(key));
    expect(replayed).toBe(false);
    expect(payment).toMatchObject({
      status: 'failed',
      failureReason: FAILURE_TEXTS.unavailable,
      confirmationUrl: null,
    });
    expect(await payments.create(request(key))).toEqual({ payment, replayed: true });
  });

  it('50 identical requests at once through two instances: one payment, one acquirer page, the same answer to all', async () => {
    const acquirer = countingAcquirer();
    const instances = [service(acquirer), service(acquirer, other)];
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => instances[index % 2]!.create(request(key))),
    );
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.payment))).size).toBe(1);
    expect(answers[0]!.payment).toMatchObject({
      status: 'created',
      confirmationUrl: expect.stringMatching(/^\/pay\/\d+$/),
    });
    expect(acquirer.sessions).toBe(1);
    expect(await all(store.db, sql`SELECT id FROM payments`)).toHaveLength(1);
  });

  it('one notification settling through two instances at once settles once, with one receipt', async () => {
    const acquirer = countingAcquirer();
    const instances = [service(acquirer), service(acquirer, other)];
    const { payment } = await instances[0]!.create(request(randomUUID()));
    const notification = {
      paymentId: payment.id,
      acquirerPaymentId: `acq-${payment.id}`,
      amount: 10_000,
      status: 'succeeded' as const,
    };
    const outcomes = await Promise.all(
      instances.flatMap((instance) => [instance.settle(notification), instance.settle(notification)]),
    );
    expect(outcomes.sort()).toEqual(['already-settled', 'already-settled', 'already-settled', 'settled']);
    expect(receipts).toEqual([payment.id]);
  });

  describe('chargeSaved', () => {
    const autopayment = (key: string) => ({
      contragentId: 1,
      userId: 1,
      scope: 'autopay:1',
      key,
      amount: 10_000,
      cardToken: 'card_1',
      description: 'Автоплатёж с карты •••• 4242',
      receiptEmail: 'a@b.ru',
    });

    it('fails with "try later" when the acquirer cannot be reached, and the same key never charges again', async () => {
      await run(
        store,
        sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
          VALUES (1, 'a@b.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0)`,
      );
      const payments = service(unreachable);
      const payment = await payments.chargeSaved(autopayment('2026-05:1'));
      expect(payment).toMatchObject({
        status: 'failed',
        failureReason: FAILURE_TEXTS.unavailable,
        amount: 10_000,
        confirmationUrl: null,
      });
      expect(await payments.chargeSaved(autopayment('2026-05:1'))).toEqual(payment);
      expect(await all(store, sql`SELECT channel, purpose FROM payments`)).toEqual([
        { channel: 'autopay', purpose: 'charges' },
      ]);
    });
  });
});

describe('returnUrlOf', () => {
  it.each([
    ['/pay', '/pay?payment=5'],
    ['/resident/1/billing?tab=payments', '/resident/1/billing?tab=payments&payment=5'],
    ['/pay#result', '/pay?payment=5#result'],
    ['/a?b=1#c', '/a?b=1&payment=5#c'],
  ])('%s → %s', (path, url) => {
    expect(returnUrlOf(path, 5)).toBe(url);
  });
});
