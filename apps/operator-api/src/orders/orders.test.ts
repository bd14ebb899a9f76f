import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { createOrders, STRAY_PAYMENT_ALERT } from './orders.ts';
import type { Orders } from './orders.ts';

describe.each(BACKENDS)('orders on %s', (backend) => {
  let test: TestStore;
  let store: Store;
  let orders: Orders;
  let alerts: { fields: unknown; message: string }[];

  beforeEach(async () => {
    test = await openTestStore(backend);
    store = test.store;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES
        (1, 'Иванов И. И.', '7700000001', 'г. Тверь'), (2, 'Петров П. П.', '7700000002', 'г. Тверь')`,
    );
    alerts = [];
    const log = { error: (fields: unknown, message?: string) => void alerts.push({ fields, message: message ?? '' }) };
    orders = createOrders(store, () => 1_000, undefined, { log: log as never });
  });

  afterEach(() => test.close());

  const newOrder = (amount = 150_000) =>
    orders.create({ contragentId: 1, userId: null, kind: 'pickup', amount, description: 'Вывоз' });

  async function payment(orderId: number, amount: number): Promise<number> {
    const row = await first(
      store,
      sql<{
        id: number;
      }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
        VALUES (1, ${amount}, 'succeeded', 'service', 'card', 'Оплата картой', 1, ${orderId}) RETURNING id`,
    );
    return row!.id;
  }

  /** A payment of the order still on the acquirer's page until `expiresAt`. */
  async function openPayment(orderId: number, amount: number, expiresAt: number, status = 'pending'): Promise<number> {
    const row = await first(
      store,
      sql<{
        id: number;
      }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id, expires_at)
        VALUES (1, ${amount}, ${status}, 'service', 'card', 'Оплата картой', 1, ${orderId}, ${expiresAt}) RETURNING id`,
    );
    return row!.id;
  }

  const refundRows = (orderId: number) =>
    all(
      store.db,
      sql<{
        payment_id: number | null;
        amount: number;
      }>`SELECT payment_id, amount FROM order_refunds WHERE order_id = ${orderId} ORDER BY id`,
    );

  async function failure(work: () => Promise<unknown>): Promise<{ status: number; message: string }> {
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError) return { status: error.statusCode, message: error.body.message ?? '' };
      throw error;
    }
    throw new Error('expected an ApiError');
  }

  it('are payable only by their own account, unpaid, with exactly their amount', async () => {
    const order = await newOrder();
    await expect(orders.assertPayable(order.id, 1, 150_000)).resolves.toBeUndefined();
    expect(await failure(() => orders.assertPayable(order.id, 2, 150_000))).toEqual({
      status: 404,
      message: ORDER_MESSAGES.notFound,
    });
    expect(await failure(() => orders.assertPayable(order.id + 1, 1, 150_000))).toEqual({
      status: 404,
      message: ORDER_MESSAGES.notFound,
    });
    expect(await failure(() => orders.assertPayable(order.id, 1, 149_999))).toEqual({
      status: 400,
      message: ORDER_MESSAGES.amountMismatch,
    });
    await orders.paid(order.id, await payment(order.id, 150_000));
    expect(await failure(() => orders.assertPayable(order.id, 1, 150_000))).toEqual({
      status: 409,
      message: ORDER_MESSAGES.alreadyPaid,
    });
    const other = await newOrder();
    expect(await orders.cancelUnpaid(other.id)).toBe(true);
    expect(await failure(() => orders.assertPayable(other.id, 1, 150_000))).toEqual({
      status: 409,
      message: ORDER_MESSAGES.cancelled,
    });
    if (backend === 'postgres') {
      const rows = await all(
        store.db,
        sql<{ id: number; status: string }>`SELECT id, status FROM service_orders ORDER BY id`,
      );
      expect(rows).toEqual([
        { id: order.id, status: 'paid' },
        { id: other.id, status: 'cancelled' },
      ]);
    }
  });

  it("runs the kind's handler once when the order is paid, inside the payment's transaction", async () => {
    const paidOrders: number[] = [];
    orders.registerKind('pickup', {
      onPaid: async (order) => {
        paidOrders.push(order.id);
        // The handler's write goes through the store: it joins the transaction that marks the order paid.
        await run(store, sql`UPDATE contragents SET address = 'оплачено' WHERE id = ${order.contragent_id}`);
      },
    });
    const order = await newOrder();
    const paymentId = await payment(order.id, 150_000);
    await orders.paid(order.id, paymentId);
    await orders.paid(order.id, paymentId);
    expect(paidOrders).toEqual([order.id]);
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({
      status: 'paid',
      payment_id: paymentId,
      paid_at: 1_000,
    });
    expect(await orders.ofContragent(order.id, 2)).toBeUndefined();
    expect(() => orders.registerKind('pickup', { onPaid: () => Promise.resolve() })).toThrow(/twice/);
  });

  it('rolls the order back to unpaid when the payment’s transaction fails after its handler ran', async () => {
    orders.registerKind('pickup', {
      onPaid: (order) =>
        run(store, sql`UPDATE contragents SET address = 'оплачено' WHERE id = ${order.contragent_id}`).then(
          () => undefined,
        ),
    });
    const order = await newOrder();
    const paymentId = await payment(order.id, 150_000);
    await expect(
      store.transaction(async () => {
        await orders.paid(order.id, paymentId);
        throw new Error('the payment could not be settled');
      }),
    ).rejects.toThrow(/settled/);
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'awaiting-payment', payment_id: null });
    expect(await first(store, sql<{ address: string }>`SELECT address FROM contragents WHERE id = 1`)).toEqual({
      address: 'г. Тверь',
    });
  });

  it('two payments settling the same order at once: one marks it paid, its handler runs once, the other goes back', async () => {
    const paidOrders: number[] = [];
    orders.registerKind('pickup', { onPaid: (order) => Promise.resolve(void paidOrders.push(order.id)) });
    const order = await newOrder();
    const ids = [await payment(order.id, 150_000), await payment(order.id, 150_000)];
    await Promise.all(ids.map((id) => store.transaction(() => orders.paid(order.id, id))));
    expect(paidOrders).toEqual([order.id]);
    const paidBy = (await orders.ofContragent(order.id, 1))?.payment_id;
    expect(ids).toContain(paidBy);
    const other = ids.find((id) => id !== paidBy);
    expect(await refundRows(order.id)).toEqual([{ payment_id: other, amount: 150_000 }]);
    // The other payment's refund is not a refund of the order: its own payment stands whole.
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', refunded: 0 });
    expect(alerts).toEqual([
      { fields: { orderId: order.id, paymentId: other, orderStatus: 'paid' }, message: STRAY_PAYMENT_ALERT },
    ]);
  });

  it('refuses to cancel an order while a payment of it is on the acquirer’s page (409), and cancels it once that has expired', async () => {
    const order = await newOrder();
    const open = await openPayment(order.id, 150_000, 1_001, 'created');
    expect(await failure(() => orders.cancelUnpaid(order.id))).toEqual({
      status: 409,
      message: ORDER_MESSAGES.paymentInProgress,
    });
    await run(store, sql`UPDATE payments SET status = 'pending' WHERE id = ${open}`);
    expect(await failure(() => orders.cancelUnpaid(order.id))).toEqual({
      status: 409,
      message: ORDER_MESSAGES.paymentInProgress,
    });
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'awaiting-payment' });

    // Past its time the payment is expired by the cancel itself, so it can no longer settle.
    await run(store, sql`UPDATE payments SET expires_at = 1000 WHERE id = ${open}`);
    expect(await orders.cancelUnpaid(order.id)).toBe(true);
    expect(await first(store, sql<{ status: string }>`SELECT status FROM payments WHERE id = ${open}`)).toEqual({
      status: 'expired',
    });
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'cancelled' });
  });

  it('a refused cancel inside a caller’s transaction rolls the caller back (a replaced order is not made)', async () => {
    const order = await newOrder();
    await openPayment(order.id, 150_000, 5_000);
    const replace = () =>
      store.transaction(async () => {
        await orders.cancelUnpaid(order.id);
        return newOrder();
      });
    expect(await failure(replace)).toEqual({ status: 409, message: ORDER_MESSAGES.paymentInProgress });
    expect(await all(store.db, sql`SELECT id FROM service_orders`)).toEqual([{ id: order.id }]);
  });

  it('a payment settling for a cancelled order is refunded whole in its transaction and alerted once committed', async () => {
    const handled: number[] = [];
    orders.registerKind('pickup', { onPaid: (paidOrder) => Promise.resolve(void handled.push(paidOrder.id)) });
    const order = await newOrder();
    expect(await orders.cancelUnpaid(order.id)).toBe(true);
    const paymentId = await payment(order.id, 150_000);

    // Rolled back with its settlement: neither the refund nor the alert happened.
    await expect(
      store.transaction(async () => {
        await orders.paid(order.id, paymentId);
        throw new Error('the settlement failed');
      }),
    ).rejects.toThrow(/settlement/);
    expect(await refundRows(order.id)).toEqual([]);
    expect(alerts).toEqual([]);

    await store.transaction(() => orders.paid(order.id, paymentId));
    expect(handled).toEqual([]);
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({
      status: 'cancelled',
      payment_id: null,
      refunded: 0,
    });
    expect(await refundRows(order.id)).toEqual([{ payment_id: paymentId, amount: 150_000 }]);
    expect(alerts).toEqual([
      { fields: { orderId: order.id, paymentId, orderStatus: 'cancelled' }, message: STRAY_PAYMENT_ALERT },
    ]);
  });

  it('refunds part by part up to the paid amount, and cancels with the last part when asked', async () => {
    const order = await newOrder(100_000);
    expect(await failure(() => orders.refund(order.id, 1, 'Отмена'))).toEqual({
      status: 409,
      message: ORDER_MESSAGES.notPaid,
    });
    await orders.paid(order.id, await payment(order.id, 100_000));
    expect(await orders.refund(order.id, 40_000, 'Досрочный возврат')).toMatchObject({
      status: 'paid',
      refunded: 40_000,
    });
    expect(await failure(() => orders.refund(order.id, 60_001, 'Отмена'))).toEqual({
      status: 400,
      message: ORDER_MESSAGES.refundTooLarge,
    });
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ refunded: 40_000 });
    expect(await orders.refund(order.id, 60_000, 'Отмена', { cancel: true })).toMatchObject({
      status: 'cancelled',
      refunded: 100_000,
    });
  });

  it('ten refunds of 20 000 at once against 100 000 paid: five pass, the rest are refused', async () => {
    const order = await newOrder(100_000);
    await orders.paid(order.id, await payment(order.id, 100_000));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => orders.refund(order.id, 20_000, 'Отмена')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ refunded: 100_000 });
  });

  it('keeps a refund all or nothing inside a caller’s own transaction', async () => {
    const order = await newOrder(100_000);
    await orders.paid(order.id, await payment(order.id, 100_000));
    await expect(
      store.transaction(async () => {
        await orders.refund(order.id, 10_000, 'Отмена', { cancel: true });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow(/caller/);
    expect(await orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', refunded: 0 });
  });

  it('an order made inside a caller’s transaction goes with its rollback', async () => {
    await expect(
      store.transaction(async () => {
        await newOrder();
        throw new Error('the service failed');
      }),
    ).rejects.toThrow(/service/);
    expect(await all(store, sql`SELECT id FROM service_orders`)).toEqual([]);
  });

  it('refuses an order without a positive whole amount', async () => {
    await expect(newOrder(0)).rejects.toThrow(/positive amount/);
    await expect(newOrder(10.5)).rejects.toThrow(/positive amount/);
  });
});
