import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createContainerRentalRepository } from './container-rental-repository.ts';
import type { ContainerRentalRepository } from './container-rental-repository.ts';

const NOW = Date.parse('2026-06-01T09:00:00Z');

// Container rental is on the async store: the same SQL on both backends, its rows where the store keeps them.
describe.each(BACKENDS)('the container rental repository on %s', (backend) => {
  let test: TestStore;
  let rentals: ContainerRentalRepository;

  beforeEach(async () => {
    test = await openTestStore(backend);
    const { store } = test;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь'),
      (2, 'Петров П. П.', '7700000002', 'г. Тверь')`,
    );
    await run(
      store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'a@b.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0)`,
    );
    await run(
      store,
      sql`INSERT INTO real_estate_objects (id, contragent_id, address, object_type, area_hundredths, residents_count)
      VALUES (7, 1, 'г. Тверь, ул. Советская, д. 10', 'apartment', 5000, 2)`,
    );
    rentals = createContainerRentalRepository(store);
  });
  afterEach(() => test.close());

  const rental = {
    contragentId: 1,
    userId: 1,
    typeId: 1,
    address: 'г. Тверь',
    objectId: 7,
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    pricePerDay: 15_000,
    pricePerMonth: 250_000,
    createdAt: NOW,
  };

  async function order(amount: number, status = 'awaiting-payment'): Promise<number> {
    const row = await first(
      test.store,
      sql<{
        id: number;
      }>`INSERT INTO service_orders (contragent_id, user_id, kind, amount, description, status, created_at, paid_at)
        VALUES (1, 1, 'container-rental', ${amount}, 'Аренда', ${status}, ${NOW}, ${status === 'paid' ? NOW : null}) RETURNING id`,
    );
    return row!.id;
  }

  it('lists the active types in order, and reads an object’s address for its own account only', async () => {
    expect((await rentals.types()).map((type) => [type.id, type.volume])).toEqual([
      [1, 0.75],
      [2, 1.1],
      [3, 8],
      [4, 27],
    ]);
    expect(await rentals.type(3)).toMatchObject({ name: 'Бункер 8 м³', pricePerDay: 90_000 });
    expect(await rentals.type(99)).toBeUndefined();
    expect(await rentals.objectAddress(1, 7)).toBe('г. Тверь, ул. Советская, д. 10');
    expect(await rentals.objectAddress(2, 7)).toBeUndefined();
  });

  it('sums what the rental’s orders paid and refunded, and follows a rental through payment, extension and return', async () => {
    const id = await rentals.insert(rental);
    const first = await order(400_000, 'paid');
    const extension = await order(250_000);
    await rentals.linkOrder(first, id, 'rental', '2026-06-30');
    await rentals.linkOrder(extension, id, 'extension', '2026-07-31');
    await run(
      test.store,
      sql`INSERT INTO order_refunds (order_id, amount, reason, created_at) VALUES (${first}, 1000, 'Возврат', ${NOW})`,
    );

    expect(await rentals.get(1, id)).toMatchObject({
      status: 'awaiting-payment',
      paid: 400_000,
      refunded: 1000,
      type_name: 'Контейнер 0,75 м³',
      object_id: 7,
    });
    expect(await rentals.get(2, id)).toBeUndefined();
    expect((await rentals.orders(id)).map((row) => [row.order_id, row.purpose, row.status, row.refunded])).toEqual([
      [extension, 'extension', 'awaiting-payment', 0],
      [first, 'rental', 'paid', 1000],
    ]);
    expect(await rentals.link(extension)).toEqual({ rental_id: id, purpose: 'extension', end_date: '2026-07-31' });
    expect(await rentals.unpaidStartingBefore(1, '2026-06-02')).toHaveLength(1);
    expect(await rentals.unpaidStartingBefore(1, '2026-06-01')).toHaveLength(0);

    expect(await rentals.markPaid(id)).toBe(true);
    expect(await rentals.markPaid(id)).toBe(false);
    expect(await rentals.extendTo(id, '2026-07-31')).toBe(true);
    expect(await rentals.extendTo(id, '2026-07-31')).toBe(false);
    await rentals.markReturned(id, '2026-06-05');
    expect(await rentals.lock(1, id)).toMatchObject({
      status: 'returned',
      returned_on: '2026-06-05',
      end_date: '2026-07-31',
    });
    expect(await rentals.list(1)).toHaveLength(1);

    if (backend === 'postgres') {
      expect(await all(test.store, sql`SELECT status FROM container_rentals`)).toEqual([{ status: 'returned' }]);
    }
  });

  it('sees a payment still on the acquirer’s page until it expires', async () => {
    const id = await order(1000);
    await run(
      test.store,
      sql`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id, expires_at)
      VALUES (1, 1000, 'pending', 'service', 'card', 'Оплата картой', ${NOW}, ${id}, ${NOW + 60_000})`,
    );
    expect(await rentals.paymentInProgress(id, NOW)).toBe(true);
    expect(await rentals.paymentInProgress(id, NOW + 60_000)).toBe(false);
  });

  it('joins the transaction it is called in: a rolled-back rental leaves nothing', async () => {
    await expect(
      test.store.transaction(async () => {
        await rentals.insert(rental);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await rentals.list(1)).toEqual([]);
  });
});
