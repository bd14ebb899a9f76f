import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createWasteRepository, isSlotTaken } from './waste-repository.ts';
import type { NewPickup, WasteRepository } from './waste-repository.ts';

const NOW = Date.UTC(2026, 6, 13, 9);

// Waste removal is on the async store: the same SQL on both backends, its rows where the store keeps them.
describe.each(BACKENDS)('the waste repository on %s', (backend) => {
  let test: TestStore;
  let waste: WasteRepository;

  beforeEach(async () => {
    test = await openTestStore(backend);
    const { store } = test;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    await run(
      store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'a@b.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0), (2, 'b@b.ru', 'x', 'Иванова', 'Анна', 'Регоператор', 1, 0)`,
    );
    await run(
      store,
      sql`INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (2, 1, ${NOW}), (1, 1, ${NOW})`,
    );
    await run(
      store,
      sql`INSERT INTO real_estate_objects (id, contragent_id, address, object_type, area_hundredths, residents_count)
      VALUES (7, 1, 'г. Тверь, ул. Советская, д. 10', 'apartment', 5000, 2)`,
    );
    waste = createWasteRepository(store);
  });
  afterEach(() => test.close());

  async function order(): Promise<number> {
    const row = await first(
      test.store,
      sql<{
        id: number;
      }>`INSERT INTO service_orders (contragent_id, user_id, kind, amount, description, status, created_at)
        VALUES (1, 1, 'waste-pickup', 362500, 'Вывоз', 'awaiting-payment', ${NOW}) RETURNING id`,
    );
    return row!.id;
  }
  const pickup = (orderId: number, period: 'morning' | 'afternoon' = 'morning'): NewPickup => ({
    contragentId: 1,
    userId: 1,
    orderId,
    objectId: 7,
    wasteType: 'bulky',
    volumeHundredths: 250,
    tariff: 145_000,
    amount: 362_500,
    date: '2026-07-14',
    period,
    comment: null,
  });

  it('reads a pickup with its account, object, kind and refunds, and moves it through its statuses', async () => {
    const orderId = await order();
    const id = await waste.insert(pickup(orderId), NOW);
    expect(await waste.get(id)).toMatchObject({
      number_personal_account: '7700000001',
      address: 'г. Тверь, ул. Советская, д. 10',
      type_name: 'Крупногабаритные отходы',
      refunded: 0,
      refunded_at: null,
    });
    expect(await waste.unpaidInSlot(1, '2026-07-14', 'morning')).toMatchObject({ id });
    expect([...(await waste.takenSlots('2026-07-14'))]).toEqual(['2026-07-14/morning']);
    expect(await waste.markPaid(orderId, NOW)).toBe(true);
    expect(await waste.markPaid(orderId, NOW)).toBe(false);
    expect(await waste.advance(id, ['paid'], 'scheduled', NOW + 1)).toBe(true);
    expect(await waste.advance(id, ['paid'], 'done', NOW + 2)).toBe(false);
    expect(await waste.all('scheduled')).toHaveLength(1);
    expect(await waste.all('paid')).toHaveLength(0);
    await run(
      test.store,
      sql`INSERT INTO order_refunds (order_id, amount, reason, created_at) VALUES (${orderId}, 362500, 'Отмена', ${NOW + 3})`,
    );
    expect(await waste.cancel(id, ['paid', 'scheduled'], 'resident', NOW + 3)).toBe(true);
    expect(await waste.byOrder(orderId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'resident',
      refunded: 362_500,
      refunded_at: NOW + 3,
    });
    expect(await waste.takenSlots('2026-07-14')).toEqual(new Set());
    expect(await waste.usersOf(1)).toEqual([1, 2]);
    expect(await waste.settled(orderId)).toMatchObject({ pickup: { id, status: 'cancelled' }, userIds: [1, 2] });
  });

  it('refuses a second order for a held window with the error isSlotTaken knows', async () => {
    await waste.insert(pickup(await order()), NOW);
    const second = await order();
    const error: unknown = await waste.insert(pickup(second), NOW).catch((caught: unknown) => caught);
    expect(isSlotTaken(error)).toBe(true);
    expect(isSlotTaken(new Error('something else'))).toBe(false);
    await expect(waste.insert(pickup(second, 'afternoon'), NOW)).resolves.toBeGreaterThan(0);
  });

  it('keeps an unpaid hold while a payment of it is open, and finds it lapsed once none is', async () => {
    const orderId = await order();
    await waste.insert(pickup(orderId), NOW);
    await run(
      test.store,
      sql`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id, expires_at)
      VALUES (1, 362500, 'pending', 'service', 'card', 'Оплата картой', ${NOW}, ${orderId}, ${NOW + 60_000})`,
    );
    expect(await waste.paymentOpen(orderId, NOW)).toBe(true);
    expect(await waste.lapsedHolds(NOW, NOW)).toEqual([]);
    expect(await waste.paymentOpen(orderId, NOW + 60_000)).toBe(false);
    expect((await waste.lapsedHolds(NOW, NOW + 60_000)).map((row) => row.order_id)).toEqual([orderId]);
  });

  it('joins the transaction it is called in: a rolled-back pickup leaves the window free', async () => {
    const orderId = await order();
    await expect(
      test.store.transaction(async () => {
        await waste.lockSlot('2026-07-14', 'morning');
        await waste.insert(pickup(orderId), NOW);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await all(test.store, sql`SELECT id FROM waste_pickups`)).toEqual([]);
  });
});
