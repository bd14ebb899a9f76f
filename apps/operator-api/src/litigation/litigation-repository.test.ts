import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { DEMO_STATE_DUTY, seedDemoLitigation } from '../db/seed-litigation.ts';
import { createSyncOrders as createOrders } from '../orders/sync-orders.ts';
import { createLitigationRepository } from './litigation-repository.ts';
import { createLitigationService } from './litigation-service.ts';

const NOW = Date.UTC(2026, 4, 20, 9);
let db: DatabaseSync;

beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db, NOW);
  await seedDemoData(db, NOW);
});
afterEach(() => db.close());

const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('demo litigation', () => {
  it('gives only the debtor cases, once however often it runs', async () => {
    const repository = createLitigationRepository(db);
    expect(repository.cases(5).map((item) => item.kind)).toEqual(['claim', 'court']);
    for (const other of [1, 2, 3, 4, 6]) expect(repository.cases(other)).toEqual([]);
    const before = [count('litigation_cases'), count('litigation_hearings'), count('litigation_documents')];
    seedDemoLitigation(db, NOW + 86_400_000);
    await seedDemoData(db, NOW);
    expect([count('litigation_cases'), count('litigation_hearings'), count('litigation_documents')]).toEqual(before);
  });

  it('puts the next hearing in the future, 10:30 Moscow time', () => {
    const hearing = createLitigationRepository(db).cases(5)[1]!.hearings.at(-1)!;
    expect(Date.parse(hearing.startsAt)).toBeGreaterThan(NOW);
    expect(new Date(hearing.startsAt).toLocaleTimeString('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' })).toBe('10:30');
  });
});

describe('state-duty orders', () => {
  it('reuses the open order while the sum is the same and replaces it when the sum changes', () => {
    const orders = createOrders(db, () => NOW);
    const litigation = createLitigationService(db, orders, () => NOW);
    const first = litigation.stateDutyOrder(5, 6);
    expect(first).toMatchObject({ created: true, order: { amount: DEMO_STATE_DUTY } });
    expect(litigation.stateDutyOrder(5, 6)).toEqual({ ...first, created: false });

    db.exec("UPDATE litigation_cases SET state_duty = state_duty + 100 WHERE contragent_id = 5 AND kind = 'court'");
    const second = litigation.stateDutyOrder(5, 6);
    expect(second).toMatchObject({ created: true, order: { amount: DEMO_STATE_DUTY + 100 } });
    expect(orders.ofContragent(first.order.orderId, 5)).toMatchObject({ status: 'cancelled' });
  });

  it('marks only the duties of the paid order and clears the flag when none is left', () => {
    const orders = createOrders(db, () => NOW);
    const litigation = createLitigationService(db, orders, () => NOW);
    const repository = createLitigationRepository(db);
    const { order } = litigation.stateDutyOrder(5, 6);
    // A duty that arrives after the order was made is not paid by it.
    db.exec(`INSERT INTO litigation_cases (contragent_id, kind, number, court, subject, claimed, state_duty, status, opened_at)
      VALUES (5, 'court', '2-9/2026', 'Суд', 'Иск', 100000, 40000, 'filed', ${NOW})`);
    const payment = db
      .prepare(`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
        VALUES (5, ?, 'succeeded', 'state-duty', 'card', 'Оплата картой', ?, ?) RETURNING id`)
      .get(order.amount, NOW, order.orderId) as { id: number };
    orders.paid(order.orderId, payment.id);
    expect(repository.unpaidStateDuty(5)).toBe(40_000);
    expect(repository.stateDutyDebt(5)).toBe(true);
    expect(repository.markDutyPaid(5, order.orderId, NOW)).toBe(0);
  });
});
