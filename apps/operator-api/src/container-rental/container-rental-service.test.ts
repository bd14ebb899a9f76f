import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createSyncOrders as createOrders } from '../orders/sync-orders.ts';
import type { SyncOrders as Orders } from '../orders/sync-orders.ts';
import { createContainerRentalService } from './container-rental-service.ts';
import type { ContainerRentalService } from './container-rental-service.ts';

const NOW = Date.parse('2026-06-01T09:00:00Z');
let db: DatabaseSync;
let orders: Orders;
let rentals: ContainerRentalService;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, NOW);
  db.exec(`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
    VALUES (1, 'a@b.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0)`);
  db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`);
  orders = createOrders(db, () => NOW);
  rentals = createContainerRentalService(db, orders, () => NOW);
});
afterEach(() => db.close());

/** Settles an order as a succeeded card payment would. */
function paid(orderId: number, amount: number) {
  const payment = db
    .prepare(`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
      VALUES (1, ?, 'succeeded', 'service', 'card', 'Оплата картой', ?, ?) RETURNING id`)
    .get(amount, NOW, orderId) as { id: number };
  orders.paid(orderId, payment.id);
}

const refunds = () => db.prepare('SELECT order_id, amount FROM order_refunds ORDER BY id').all();

describe('container rental orders', () => {
  it('starts the rental when its order is paid and moves the end when an extension is paid', () => {
    const { rental, order } = rentals.create(1, 1, { typeId: 1, startDate: '2026-06-01', endDate: '2026-06-10', address: 'г. Тверь' });
    expect(orders.ofContragent(order.orderId, 1)).toMatchObject({ kind: 'container-rental', amount: 150_000, description: 'Аренда: Контейнер 0,75 м³, 01.06.2026–10.06.2026' });
    paid(order.orderId, order.amount);
    expect(rentals.list(1)[0]).toMatchObject({ id: rental.id, status: 'paid', paid: 150_000 });

    const extension = rentals.extend(1, 1, rental.id, '2026-07-10');
    expect(extension).toMatchObject({ created: true, order: { amount: 400_000 - 150_000 }, rental: { endDate: '2026-06-10' } });
    paid(extension.order!.orderId, extension.order!.amount);
    paid(extension.order!.orderId, extension.order!.amount);
    expect(rentals.list(1)[0]).toMatchObject({ endDate: '2026-07-10', paid: 400_000 });
  });

  it('takes an early return’s refund from the newest paid orders first, cancelling those it empties', () => {
    const { rental, order } = rentals.create(1, 1, { typeId: 1, startDate: '2026-06-01', endDate: '2026-06-30', address: 'г. Тверь' });
    paid(order.orderId, order.amount);
    const extension = rentals.extend(1, 1, rental.id, '2026-07-31').order!;
    paid(extension.orderId, extension.amount);
    // A second extension left unpaid is cancelled by the return.
    const open = rentals.extend(1, 1, rental.id, '2026-08-10').order!;

    const result = rentals.returnEarly(1, rental.id, '2026-06-05', 425_000);
    expect(result).toMatchObject({ refund: 425_000, rental: { status: 'returned', returnedOn: '2026-06-05', refunded: 425_000, pendingOrder: null } });
    expect(refunds()).toEqual([
      { order_id: extension.orderId, amount: 250_000 },
      { order_id: order.orderId, amount: 175_000 },
    ]);
    expect(orders.ofContragent(extension.orderId, 1)).toMatchObject({ status: 'cancelled', refunded: 250_000 });
    expect(orders.ofContragent(order.orderId, 1)).toMatchObject({ status: 'paid', refunded: 175_000 });
    expect(orders.ofContragent(open.orderId, 1)).toMatchObject({ status: 'cancelled', refunded: 0 });
  });

  it('changes nothing when the refund shown is not the refund due', () => {
    const { rental, order } = rentals.create(1, 1, { typeId: 1, startDate: '2026-06-01', endDate: '2026-06-30', address: 'г. Тверь' });
    paid(order.orderId, order.amount);
    expect(() => rentals.returnEarly(1, rental.id, '2026-06-05', 1)).toThrow(/изменилась/);
    expect(refunds()).toEqual([]);
    expect(rentals.list(1)[0]).toMatchObject({ status: 'paid', returnedOn: null });
  });

  it('ignores a paid order no rental points at', () => {
    const other = orders.create({ contragentId: 1, userId: 1, kind: 'container-rental', amount: 100, description: 'Без аренды' });
    expect(() => paid(other.id, 100)).not.toThrow();
    expect(rentals.list(1)).toEqual([]);
  });
});
