import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import { createOrders } from '../orders/orders.ts';
import type { Orders } from '../orders/orders.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createContainerRentalService } from './container-rental-service.ts';
import type { ContainerRentalService } from './container-rental-service.ts';

const NOW = Date.parse('2026-06-01T09:00:00Z');

// On the async store: rentals, their orders and the payments settling them on both backends.
describe.each(BACKENDS)('container rental orders on %s', (backend) => {
  let test: TestStore;
  let orders: Orders;
  let rentals: ContainerRentalService;

  beforeEach(async () => {
    test = await openTestStore(backend);
    const { store } = test;
    await run(
      store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'a@b.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0)`,
    );
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    orders = createOrders(store, () => NOW);
    rentals = createContainerRentalService(store, orders, () => NOW);
  });
  afterEach(() => test.close());

  /** Settles an order as a succeeded card payment would: the payment row and the order in one store transaction. */
  async function paid(orderId: number, amount: number) {
    await test.store.transaction(async () => {
      const payment = await first(
        test.store,
        sql<{
          id: number;
        }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
          VALUES (1, ${amount}, 'succeeded', 'service', 'card', 'Оплата картой', ${NOW}, ${orderId}) RETURNING id`,
      );
      await orders.paid(orderId, payment!.id);
    });
  }

  const refunds = () => all(test.store, sql`SELECT order_id, amount FROM order_refunds ORDER BY id`);

  it('starts the rental when its order is paid and moves the end when an extension is paid', async () => {
    const { rental, order } = await rentals.create(1, 1, {
      typeId: 1,
      startDate: '2026-06-01',
      endDate: '2026-06-10',
      address: 'г. Тверь',
    });
    expect(await orders.ofContragent(order.orderId, 1)).toMatchObject({
      kind: 'container-rental',
      amount: 150_000,
      description: 'Аренда: Контейнер 0,75 м³, 01.06.2026–10.06.2026',
    });
    await paid(order.orderId, order.amount);
    expect((await rentals.list(1))[0]).toMatchObject({ id: rental.id, status: 'paid', paid: 150_000 });

    const extension = await rentals.extend(1, 1, rental.id, '2026-07-10');
    expect(extension).toMatchObject({
      created: true,
      order: { amount: 400_000 - 150_000 },
      rental: { endDate: '2026-06-10' },
    });
    await paid(extension.order!.orderId, extension.order!.amount);
    await paid(extension.order!.orderId, extension.order!.amount);
    expect((await rentals.list(1))[0]).toMatchObject({ endDate: '2026-07-10', paid: 400_000 });
  });

  it('takes an early return’s refund from the newest paid orders first, cancelling those it empties', async () => {
    const { rental, order } = await rentals.create(1, 1, {
      typeId: 1,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      address: 'г. Тверь',
    });
    await paid(order.orderId, order.amount);
    const extension = (await rentals.extend(1, 1, rental.id, '2026-07-31')).order!;
    await paid(extension.orderId, extension.amount);
    // A second extension left unpaid is cancelled by the return.
    const open = (await rentals.extend(1, 1, rental.id, '2026-08-10')).order!;

    const result = await rentals.returnEarly(1, rental.id, '2026-06-05', 425_000);
    expect(result).toMatchObject({
      refund: 425_000,
      rental: { status: 'returned', returnedOn: '2026-06-05', refunded: 425_000, pendingOrder: null },
    });
    expect(await refunds()).toEqual([
      { order_id: extension.orderId, amount: 250_000 },
      { order_id: order.orderId, amount: 175_000 },
    ]);
    expect(await orders.ofContragent(extension.orderId, 1)).toMatchObject({ status: 'cancelled', refunded: 250_000 });
    expect(await orders.ofContragent(order.orderId, 1)).toMatchObject({ status: 'paid', refunded: 175_000 });
    expect(await orders.ofContragent(open.orderId, 1)).toMatchObject({ status: 'cancelled', refunded: 0 });
  });

  it('changes nothing when the refund shown is not the refund due', async () => {
    const { rental, order } = await rentals.create(1, 1, {
      typeId: 1,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      address: 'г. Тверь',
    });
    await paid(order.orderId, order.amount);
    await expect(rentals.returnEarly(1, rental.id, '2026-06-05', 1)).rejects.toThrow(/изменилась/);
    expect(await refunds()).toEqual([]);
    expect((await rentals.list(1))[0]).toMatchObject({ status: 'paid', returnedOn: null });
  });

  it('ignores a paid order no rental points at', async () => {
    const other = await orders.create({
      contragentId: 1,
      userId: 1,
      kind: 'container-rental',
      amount: 100,
      description: 'Без аренды',
    });
    await expect(paid(other.id, 100)).resolves.toBeUndefined();
    expect(await rentals.list(1)).toEqual([]);
  });

  // PostgreSQL: the rental's row lock (FOR UPDATE) serializes them, as BEGIN IMMEDIATE does on SQLite.
  it('makes one order of five identical extensions sent at once', async () => {
    const { rental, order } = await rentals.create(1, 1, {
      typeId: 1,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      address: 'г. Тверь',
    });
    await paid(order.orderId, order.amount);
    // Connections opened beforehand, so the five really overlap instead of queueing for new ones.
    if (backend === 'postgres')
      await Promise.all(Array.from({ length: 5 }, () => run(test.store, sql`SELECT pg_sleep(0.05)`)));
    const results = await Promise.all(Array.from({ length: 5 }, () => rentals.extend(1, 1, rental.id, '2026-07-31')));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.order?.orderId)).size).toBe(1);
    expect(
      await all(test.store, sql`SELECT order_id FROM container_rental_orders WHERE purpose = 'extension'`),
    ).toHaveLength(1);
  });

  it.runIf(backend === 'postgres')('keeps the rentals, their orders and refunds in PostgreSQL', async () => {
    const { rental, order } = await rentals.create(1, 1, {
      typeId: 1,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      address: 'г. Тверь',
    });
    await paid(order.orderId, order.amount);
    await rentals.returnEarly(1, rental.id, '2026-06-05', 175_000);
    expect(
      await all(
        test.store,
        sql`SELECT (SELECT COUNT(*) FROM container_rentals) AS rentals, (SELECT COUNT(*) FROM container_rental_orders) AS links,
      (SELECT COUNT(*) FROM order_refunds) AS refunds`,
      ),
    ).toEqual([{ rentals: 1, links: 1, refunds: 1 }]);
  });
});
