import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DispatchEvent } from '@resident/contract';
import { WASTE_TEXTS } from '@resident/contract/limits';
import type { DispatchHub } from '../communication/dispatch-hub.ts';
import { openDatabase } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';
import { openAppStore } from '../db/store/open-app-store.ts';
import { all, first, openStore, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createObjectRepository } from '../objects/object-repository.ts';
import { createOrders } from '../orders/orders.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { createClock } from '../test-support/test-server.ts';
import { createWasteRemovalService } from './waste-service.ts';
import { offeredSlots } from './waste-slots.ts';

// Monday 13 July 2026, noon in Moscow.
const NOW = Date.UTC(2026, 6, 13, 9);

const [first1, second] = offeredSlots(NOW);
const body = (volume: number, slot = first1!, objectId = 1) => ({
  objectId,
  wasteType: 'bulky',
  volume,
  date: slot.date,
  period: slot.period,
});

// Waste removal is on the async store: each API instance has its own store on the one
// database (SQLite: its own connection to the file; PostgreSQL: its own pool).
describe.each(BACKENDS)('waste removal on %s', (backend) => {
  let dir: string;
  let database: TestDatabase;
  const closing: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'waste-'));
    database = await createTestDatabase(backend);
    // Migrated and seeded as the server does it (on PostgreSQL no SQLite file is made).
    const opened = await openAppStore({
      dbPath: join(dir, 'operator.db'),
      databaseUrl: database.databaseUrl,
      now: NOW,
    });
    // Seeding hashes the demo passwords (scrypt): seconds on two busy cores.
    await seedDemoData(opened.store, NOW);
    await opened.close();
  }, 30_000);

  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One API instance: its own store on the shared database, its own hub and clock. */
  function instance() {
    let store: Store;
    if (backend === 'postgres') {
      store = openStore({ dialect: 'postgres', url: database.databaseUrl ?? '' });
    } else {
      const connection = openDatabase(join(dir, 'operator.db'));
      closing.push(() => connection.close());
      store = openStore({ dialect: 'sqlite', db: connection });
    }
    closing.push(() => store.close());
    const clock = createClock(NOW);
    const published: [number, DispatchEvent][] = [];
    const hub: DispatchHub = {
      add: () => () => undefined,
      publish: (userId, event) => published.push([userId, event]),
      sweep: async () => 0,
      size: () => 0,
    };
    const orders = createOrders(store, clock.now);
    // Payments past their expiry are the payment repository's (payments moves it); none here.
    const waste = createWasteRemovalService({
      store,
      orders,
      objects: createObjectRepository(store),
      hub,
      now: clock.now,
      holdMs: 600_000,
      expirePayments: async () => 0,
    });
    return { store, clock, orders, waste, published };
  }

  /**
   * A second instance for requests at the same moment: on SQLite the same one (SQLite is one
   * process's database; two connections of one process would busy-wait on each other's lock).
   */
  const concurrentWith = (a: ReturnType<typeof instance>) => (backend === 'postgres' ? instance() : a);

  const holdersLink = (store: Store, userId: number, contragentId: number) =>
    run(
      store,
      sql`INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (${userId}, ${contragentId}, ${NOW})`,
    );

  describe('two API instances on one database', () => {
    it('the window goes to whichever commits first; the other instance answers 409 and keeps no order', async () => {
      const a = instance();
      const b = instance();
      expect((await a.waste.create(1, 1, body(2))).created).toBe(true);
      await expect(b.waste.create(1, 1, body(3))).rejects.toMatchObject({
        statusCode: 409,
        message: WASTE_TEXTS.slotTaken,
      });
      expect(await all(b.store, sql`SELECT id FROM service_orders WHERE kind = 'waste-pickup'`)).toHaveLength(1);
      expect((await b.waste.create(1, 1, body(3, second))).created).toBe(true);
      expect((await a.waste.slots()).filter((slot) => !slot.available).map((slot) => slot.period)).toEqual([
        'morning',
        'afternoon',
      ]);
    });

    // PostgreSQL: the window's advisory lock serializes the decisions, as BEGIN IMMEDIATE does on SQLite.
    it('two residents booking the last window at once through two instances: one booking, the other 409', async () => {
      const a = instance();
      const b = concurrentWith(a);
      const plainObject = await first(
        a.store,
        sql<{ id: number }>`SELECT id FROM real_estate_objects WHERE contragent_id = 6`,
      );
      await Promise.all([a, b].map((one) => run(one.store, sql`SELECT 1`)));
      const results = await Promise.allSettled([
        a.waste.create(1, 1, body(2)),
        b.waste.create(6, 7, body(2, first1, plainObject!.id)),
      ]);
      expect(results.map((result) => result.status).toSorted()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.reason).toMatchObject({ statusCode: 409, message: WASTE_TEXTS.slotTaken });
      expect(await all(a.store, sql`SELECT id FROM waste_pickups`)).toHaveLength(1);
      expect(await all(a.store, sql`SELECT id FROM service_orders WHERE kind = 'waste-pickup'`)).toHaveLength(1);
    });

    it('the same order pressed five times at once through two instances is made once and answered to each', async () => {
      const a = instance();
      const b = concurrentWith(a);
      if (backend === 'postgres') {
        // Connections opened beforehand, so the presses really overlap instead of queueing for new ones.
        await Promise.all(
          [a, b].flatMap((one) => Array.from({ length: 3 }, () => run(one.store, sql`SELECT pg_sleep(0.05)`))),
        );
      }
      const results = await Promise.all([a, b, a, b, a].map((one) => one.waste.create(1, 1, body(2))));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.pickup.id)).size).toBe(1);
      expect(await all(a.store, sql`SELECT id FROM service_orders WHERE kind = 'waste-pickup'`)).toHaveLength(1);
    });
  });

  describe('announcing changes', () => {
    it('pushes a change to every resident who holds the account, and nobody else', async () => {
      const a = instance();
      // plain@demo.ru (user 7) becomes a co-holder of account 1.
      await holdersLink(a.store, 7, 1);
      const { pickup } = await a.waste.create(1, 1, body(2));
      expect(a.published).toEqual([]);
      await a.waste.repository.markPaid(pickup.orderId, NOW);
      await a.waste.setStatus(pickup.id, 'scheduled');
      expect(a.published).toEqual([
        [1, { type: 'wastePickup', pickupId: pickup.id }],
        [7, { type: 'wastePickup', pickupId: pickup.id }],
      ]);
    });

    it('tells the account when its unpaid order lapses', async () => {
      const a = instance();
      const { pickup } = await a.waste.create(1, 1, body(2));
      a.clock.advanceSeconds(599);
      expect(await a.waste.releaseLapsedHolds()).toBe(0);
      a.clock.advanceSeconds(1);
      expect(await a.waste.releaseLapsedHolds()).toBe(1);
      expect(a.published).toEqual([[1, { type: 'wastePickup', pickupId: pickup.id }]]);
      expect((await a.waste.pickups(1))[0]).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    });

    it('marks the pickup paid inside the payment’s transaction and tells the residents only once it has committed', async () => {
      const a = instance();
      const { pickup } = await a.waste.create(1, 1, body(2));
      const settle = (fail: boolean) =>
        a.store.transaction(async () => {
          const payment = await first(
            a.store,
            sql<{
              id: number;
            }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
              VALUES (1, ${pickup.amount}, 'succeeded', 'service', 'card', 'Оплата картой', ${NOW}, ${pickup.orderId}) RETURNING id`,
          );
          await a.orders.paid(pickup.orderId, payment!.id);
          expect(a.published).toEqual([]);
          if (fail) throw new Error('the receipt failed');
        });

      await expect(settle(true)).rejects.toThrow('the receipt failed');
      // Time for a notice that should not come.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(a.published).toEqual([]);
      expect((await a.waste.pickups(1))[0]).toMatchObject({ status: 'created' });

      await settle(false);
      await vi.waitFor(() => expect(a.published).toEqual([[1, { type: 'wastePickup', pickupId: pickup.id }]]));
      expect((await a.waste.pickups(1))[0]).toMatchObject({ status: 'paid' });
    });
  });
});
