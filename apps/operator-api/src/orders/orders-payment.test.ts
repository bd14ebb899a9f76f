import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { Acquirer } from '../payments/acquirer.ts';
import { createPaymentService } from '../payments/payment-service.ts';
import { createClock } from '../test-support/test-server.ts';
import { createSyncOrders as createOrders } from './sync-orders.ts';

let db: DatabaseSync;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, 0);
  db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`);
});

afterEach(() => db.close());

// An acquirer that opens a page for every payment; the tests settle them by hand.
const acquirer: Acquirer = {
  createSession: (session) => Promise.resolve({ acquirerPaymentId: `acq-${session.id}`, confirmationUrl: `/pay/${session.id}` }),
  verifyNotification: () => ({ ok: false, problem: 'signature' }),
  chargeSavedCard: () => Promise.reject(new Error('no saved cards here')),
};

function setUp() {
  const clock = createClock();
  const orders = createOrders(db, clock.now);
  const paid: number[] = [];
  orders.registerKind('pickup', { onPaid: (order) => paid.push(order.id) });
  const payments = createPaymentService({
    db,
    acquirer,
    receipts: { send: async () => 0 },
    orders,
    seller: 'Регоператор',
    ttlSeconds: 1200,
    now: clock.now,
    log: Fastify({ logger: false }).log,
  });
  const order = orders.create({ contragentId: 1, userId: null, kind: 'pickup', amount: 250_000, description: 'Вывоз' });
  const pay = (key = randomUUID(), amount = 250_000) =>
    payments.create({
      contragentId: 1,
      userId: null,
      scope: 'user:1',
      key,
      amount,
      purpose: 'service',
      orderId: order.id,
      receiptEmail: 'a@b.ru',
      returnPath: '/services',
    });
  return { orders, payments, order, paid, pay };
}

describe('paying an order', () => {
  it('a second attempt with a new key answers the payment still on the acquirer page', async () => {
    const { pay } = setUp();
    const first = await pay();
    const second = await pay();
    expect(second).toEqual({ payment: first.payment, replayed: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 1 });
  });

  it('refuses an amount other than the order’s before anything reaches the acquirer', async () => {
    const { pay } = setUp();
    await expect(pay(randomUUID(), 1)).rejects.toMatchObject({ statusCode: 400 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 0 });
  });

  it("a succeeded payment marks the order paid and runs its kind's handler; a failed one leaves it payable", async () => {
    const { payments, order, orders, paid, pay } = setUp();
    const failed = (await pay()).payment;
    payments.settle({ paymentId: failed.id, acquirerPaymentId: `acq-${failed.id}`, amount: 250_000, status: 'failed', reason: 'declined' });
    expect(orders.ofContragent(order.id, 1)).toMatchObject({ status: 'awaiting-payment' });
    expect(paid).toEqual([]);

    const retry = (await pay()).payment;
    expect(retry.id).not.toBe(failed.id);
    expect(payments.settle({ paymentId: retry.id, acquirerPaymentId: `acq-${retry.id}`, amount: 250_000, status: 'succeeded' })).toBe('settled');
    expect(orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', payment_id: retry.id });
    expect(paid).toEqual([order.id]);
    await expect(pay()).rejects.toMatchObject({ statusCode: 409 });
  });
});
