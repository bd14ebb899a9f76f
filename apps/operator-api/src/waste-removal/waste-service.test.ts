import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DispatchEvent } from '@resident/contract';
import { WASTE_TEXTS } from '@resident/contract/limits';
import type { DispatchHub } from '../communication/dispatch-hub.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { seedDemoObjects } from '../db/seed-objects.ts';
import { openStore } from '../db/store/store.ts';
import { createObjectRepository } from '../objects/object-repository.ts';
import { createSyncOrders as createOrders } from '../orders/sync-orders.ts';
import { createClock } from '../test-support/test-server.ts';
import { createWasteRemovalService } from './waste-service.ts';
import { offeredSlots } from './waste-slots.ts';

// Monday 13 July 2026, noon in Moscow.
const NOW = Date.UTC(2026, 6, 13, 9);
let dir: string;
const connections: DatabaseSync[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waste-'));
  const first = openDatabase(join(dir, 'operator.db'));
  connections.push(first);
  migrate(first, NOW);
  await seedDemoData(first, NOW);
  // The objects are on the async store (issue 19), here on the same SQLite file.
  await seedDemoObjects(first, openStore({ dialect: 'sqlite', db: first }), NOW);
  // Seeding hashes the demo passwords (scrypt): seconds on two busy cores.
}, 30_000);

afterEach(() => {
  for (const db of connections.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One API instance: its own connection to the shared database, its own hub. */
function instance(db: DatabaseSync = openDatabase(join(dir, 'operator.db'))) {
  if (!connections.includes(db)) connections.push(db);
  const clock = createClock(NOW);
  const published: [number, DispatchEvent][] = [];
  const hub: DispatchHub = { add: () => () => undefined, publish: (userId, event) => published.push([userId, event]), sweep: () => 0, size: () => 0 };
  const orders = createOrders(db, clock.now);
  const waste = createWasteRemovalService({ db, orders, objects: createObjectRepository(openStore({ dialect: 'sqlite', db })), hub, now: clock.now, holdMs: 600_000 });
  return { db, clock, waste, published };
}

const [first, second] = offeredSlots(NOW);
const body = (volume: number, slot = first!) => ({ objectId: 1, wasteType: 'bulky', volume, date: slot.date, period: slot.period });

describe('two API instances on one database', () => {
  it('the window goes to whichever commits first; the other instance answers 409 and keeps no order', async () => {
    const a = instance(connections[0]);
    const b = instance();
    expect((await a.waste.create(1, 1, body(2))).created).toBe(true);
    await expect(b.waste.create(1, 1, body(3))).rejects.toMatchObject({ statusCode: 409, message: WASTE_TEXTS.slotTaken });
    expect(b.db.prepare("SELECT COUNT(*) AS n FROM service_orders WHERE kind = 'waste-pickup'").get()).toEqual({ n: 1 });
    expect((await b.waste.create(1, 1, body(3, second))).created).toBe(true);
    expect(a.waste.slots().filter((slot) => !slot.available).map((slot) => slot.period)).toEqual(['morning', 'afternoon']);
  });
});

describe('announcing changes', () => {
  it('pushes a change to every resident who holds the account, and nobody else', async () => {
    const a = instance(connections[0]);
    // plain@demo.ru (user 7) becomes a co-holder of account 1.
    a.db.prepare('INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (7, 1, ?)').run(NOW);
    const { pickup } = await a.waste.create(1, 1, body(2));
    expect(a.published).toEqual([]);
    a.waste.repository.markPaid(pickup.orderId, NOW);
    a.waste.setStatus(pickup.id, 'scheduled');
    expect(a.published).toEqual([
      [1, { type: 'wastePickup', pickupId: pickup.id }],
      [7, { type: 'wastePickup', pickupId: pickup.id }],
    ]);
  });

  it('tells the account when its unpaid order lapses', async () => {
    const a = instance(connections[0]);
    const { pickup } = await a.waste.create(1, 1, body(2));
    a.clock.advanceSeconds(599);
    expect(a.waste.releaseLapsedHolds()).toBe(0);
    a.clock.advanceSeconds(1);
    expect(a.waste.releaseLapsedHolds()).toBe(1);
    expect(a.published).toEqual([[1, { type: 'wastePickup', pickupId: pickup.id }]]);
    expect(a.waste.pickups(1)[0]).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
  });
});
