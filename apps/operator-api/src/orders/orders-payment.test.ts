import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { Acquirer } from '../payments/acquirer.ts';
import { createPaymentService } from '../payments/payment-service.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { createClock } from '../test-support/test-server.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { createOrders, STRAY_PAYMENT_ALERT } from './orders.ts';

// An acquirer that opens a page for every payment; the tests settle them by hand.
const acquirer: Acquirer = {
  createSession: (session) =>
    Promise.resolve({ acquirerPaymentId: `acq-${session.id}`, confirmationUrl: `/pay/${session.id}` }),
  verifyNotification: () => ({ ok: false, problem: 'signature' }),
  chargeSavedCard: () => Promise.reject(new Error('no saved cards here')),
  getPaymentStatus: () => Promise.resolve({ status: 'pending', cardEntered: false }),
};

describe.each(BACKENDS)('paying an order on %s', (backend) => {
  let stores: TwoInstanceStores;
  let store: Store;
  let other: Store;

  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend, 0);
    ({ store, other } = stores);
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
  });

  afterEach(() => stores.close());

  function instance(on: Store, paid: number[], alerts: string[] = []) {
    const clock = createClock();
    const orders = createOrders(on, clock.now, undefined, {
      log: { error: (_fields: unknown, message?: string) => void alerts.push(message ?? '') } as never,
    });
    orders.registerKind('pickup', { onPaid: (order) => Promise.resolve(void paid.push(order.id)) });
    const payments = createPaymentService({
      store: on,
      acquirer,
      receipts: { send: () => Promise.resolve(0) },
      orders,
      seller: 'Регоператор',
      ttlSeconds: 1200,
      now: clock.now,
      log: Fastify({ logger: false }).log,
    });
    return { orders, payments };
  }

  async function setUp() {
    const paid: number[] = [];
    const alerts: string[] = [];
    const { orders, payments } = instance(store, paid, alerts);
    const order = await orders.create({
      contragentId: 1,
      userId: null,
      kind: 'pickup',
      amount: 250_000,
      description: 'Вывоз',
    });
    const pay = (key = randomUUID(), amount = 250_000, through = payments) =>
      through.create({
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
    return { orders, payments, order, paid, pay, alerts };
  }

  const paymentCount = async () => (await all(store.db, sql`SELECT id FROM payments`)).length;

  it('a second attempt with a new key answers the payment still on the acquirer page', async () => {
    const { pay } = await setUp();
    const first = await pay();
    const second = await pay();
    expect(second).toEqual({ payment: first.payment, replayed: true });
    expect(await paymentCount()).toBe(1);
  });

  it('attempts with new keys at once through two instances make one payment; all answer it', async () => {
    const { pay, paid } = await setUp();
    const through = instance(other, paid).payments;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => pay(randomUUID(), 250_000, index % 2 ? through : undefined)),
    );
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
    expect(await paymentCount()).toBe(1);
  });

  it('refuses an amount other than the order’s before anything reaches the acquirer', async () => {
    const { pay } = await setUp();
    await expect(pay(randomUUID(), 1)).rejects.toMatchObject({ statusCode: 400 });
    expect(await paymentCount()).toBe(0);
  });

  it("a succeeded payment marks the order paid and runs its kind's handler; a failed one leaves it payable", async () => {
    const { payments, order, orders, paid, pay } = await setUp();
    const failed = (await pay()).payment;
    await payments.settle({
      paymentId: failed.id,
      acquirerPaymentId: `acq-${failed.id}`,
      amount: 250_000,
      status: 'failed',
      reason: 'declined',
    });
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'awaiting-payment' });
    expect(paid).toEqual([]);

    const retry = (await pay()).payment;
    expect(retry.id).not.toBe(failed.id);
    expect(
      await payments.settle({
        paymentId: retry.id,
        acquirerPaymentId: `acq-${retry.id}`,
        amount: 250_000,
        status: 'succeeded',
      }),
    ).toBe('settled');
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', payment_id: retry.id });
    expect(paid).toEqual([order.id]);
    await expect(pay()).rejects.toMatchObject({ statusCode: 409 });
  });

  it('an order whose payment is open cannot be cancelled (409); the payment still pays it', async () => {
    const { orders, payments, order, pay, paid } = await setUp();
    const open = (await pay()).payment;
    await expect(orders.cancelUnpaid(order.id)).rejects.toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.paymentInProgress },
    });
    await payments.opened(open.id);
    await expect(orders.cancelUnpaid(order.id)).rejects.toMatchObject({ statusCode: 409 });
    expect(
      await payments.settle({
        paymentId: open.id,
        acquirerPaymentId: `acq-${open.id}`,
        amount: 250_000,
        status: 'succeeded',
      }),
    ).toBe('settled');
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', payment_id: open.id });
    expect(paid).toEqual([order.id]);
  });

  it('a cancel and a payment of the same order at once on two instances: never both', async () => {
    const { order, pay, paid } = await setUp();
    const through = instance(other, paid).orders;
    const [cancel, payment] = await Promise.allSettled([through.cancelUnpaid(order.id), pay()]);
    const status = (
      await all(store.db, sql<{ status: string }>`SELECT status FROM service_orders WHERE id = ${order.id}`)
    )[0]?.status;
    if (cancel.status === 'fulfilled') {
      // The cancel came first: the payment was refused before anything reached the acquirer.
      expect(payment).toMatchObject({ status: 'rejected', reason: { statusCode: 409 } });
      expect(status).toBe('cancelled');
      expect(await paymentCount()).toBe(0);
    } else {
      expect(cancel.reason).toMatchObject({ statusCode: 409, body: { message: ORDER_MESSAGES.paymentInProgress } });
      expect(payment.status).toBe('fulfilled');
      expect(status).toBe('awaiting-payment');
    }
  });

  it('a payment that settles for an order cancelled anyway is refunded whole, with an alert', async () => {
    const { orders, payments, order, pay, paid, alerts } = await setUp();
    const open = (await pay()).payment;
    // Cancelled behind the rule's back (an operator's hand in the database): the settlement still must not keep the money.
    await run(store, sql`UPDATE service_orders SET status = 'cancelled', cancelled_at = 1 WHERE id = ${order.id}`);
    expect(
      await payments.settle({
        paymentId: open.id,
        acquirerPaymentId: `acq-${open.id}`,
        amount: 250_000,
        status: 'succeeded',
      }),
    ).toBe('settled');
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'cancelled', payment_id: null });
    expect(await all(store.db, sql`SELECT payment_id, amount FROM order_refunds WHERE order_id = ${order.id}`)).toEqual(
      [{ payment_id: open.id, amount: 250_000 }],
    );
    expect(paid).toEqual([]);
    expect(alerts).toEqual([STRAY_PAYMENT_ALERT]);
  });
});
