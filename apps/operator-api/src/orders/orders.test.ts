import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { ApiError } from '../errors/http-errors.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { createOrders } from './orders.ts';
import type { Orders } from './orders.ts';

let db: DatabaseSync;
let orders: Orders;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, 0);
  db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES
    (1, 'Иванов И. И.', '7700000001', 'г. Тверь'), (2, 'Петров П. П.', '7700000002', 'г. Тверь')`);
  orders = createOrders(db, () => 1_000);
});

afterEach(() => db.close());

const newOrder = (amount = 150_000) => orders.create({ contragentId: 1, userId: null, kind: 'pickup', amount, description: 'Вывоз' });

function payment(orderId: number, amount: number): number {
  const row = db
    .prepare(`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
      VALUES (1, ?, 'succeeded', 'service', 'card', 'Оплата картой', 1, ?) RETURNING id`)
    .get(amount, orderId) as { id: number };
  return row.id;
}

function failure(work: () => unknown): { status: number; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.body.message ?? '' };
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('orders', () => {
  it('are payable only by their own account, unpaid, with exactly their amount', () => {
    const order = newOrder();
    expect(() => orders.assertPayable(order.id, 1, 150_000)).not.toThrow();
    expect(failure(() => orders.assertPayable(order.id, 2, 150_000))).toEqual({ status: 404, message: ORDER_MESSAGES.notFound });
    expect(failure(() => orders.assertPayable(order.id + 1, 1, 150_000))).toEqual({ status: 404, message: ORDER_MESSAGES.notFound });
    expect(failure(() => orders.assertPayable(order.id, 1, 149_999))).toEqual({ status: 400, message: ORDER_MESSAGES.amountMismatch });
    orders.paid(order.id, payment(order.id, 150_000));
    expect(failure(() => orders.assertPayable(order.id, 1, 150_000))).toEqual({ status: 409, message: ORDER_MESSAGES.alreadyPaid });
    const other = newOrder();
    expect(orders.cancelUnpaid(other.id)).toBe(true);
    expect(failure(() => orders.assertPayable(other.id, 1, 150_000))).toEqual({ status: 409, message: ORDER_MESSAGES.cancelled });
  });

  it("runs the kind's handler once when the order is paid", () => {
    const paidOrders: number[] = [];
    orders.registerKind('pickup', { onPaid: (order) => paidOrders.push(order.id) });
    const order = newOrder();
    const paymentId = payment(order.id, 150_000);
    orders.paid(order.id, paymentId);
    orders.paid(order.id, paymentId);
    expect(paidOrders).toEqual([order.id]);
    expect(orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', payment_id: paymentId, paid_at: 1_000 });
    expect(orders.ofContragent(order.id, 2)).toBeUndefined();
    expect(() => orders.registerKind('pickup', { onPaid: () => undefined })).toThrow(/twice/);
  });

  it('refunds part by part up to the paid amount, and cancels with the last part when asked', () => {
    const order = newOrder(100_000);
    expect(failure(() => orders.refund(order.id, 1, 'Отмена'))).toEqual({ status: 409, message: ORDER_MESSAGES.notPaid });
    orders.paid(order.id, payment(order.id, 100_000));
    expect(orders.refund(order.id, 40_000, 'Досрочный возврат')).toMatchObject({ status: 'paid', refunded: 40_000 });
    expect(failure(() => orders.refund(order.id, 60_001, 'Отмена'))).toEqual({ status: 400, message: ORDER_MESSAGES.refundTooLarge });
    expect(orders.ofContragent(order.id, 1)).toMatchObject({ refunded: 40_000 });
    expect(orders.refund(order.id, 60_000, 'Отмена', { cancel: true })).toMatchObject({ status: 'cancelled', refunded: 100_000 });
  });

  it('keeps a refund all or nothing inside a caller’s own transaction', () => {
    const order = newOrder(100_000);
    orders.paid(order.id, payment(order.id, 100_000));
    db.exec('BEGIN');
    orders.refund(order.id, 10_000, 'Отмена', { cancel: true });
    db.exec('ROLLBACK');
    expect(orders.ofContragent(order.id, 1)).toMatchObject({ status: 'paid', refunded: 0 });
  });

  it('refuses an order without a positive whole amount', () => {
    expect(() => newOrder(0)).toThrow(/positive amount/);
    expect(() => newOrder(10.5)).toThrow(/positive amount/);
  });
});
