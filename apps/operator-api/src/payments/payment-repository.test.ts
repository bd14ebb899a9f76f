import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { createPaymentRepository, toPaymentRecord } from './payment-repository.ts';
import type { NewPayment, PaymentRepository } from './payment-repository.ts';

let db: DatabaseSync;
let payments: PaymentRepository;

beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db, 1);
  await seedDemoData(db, Date.UTC(2026, 4, 15));
  db.exec('DELETE FROM payments');
  payments = createPaymentRepository(db);
});

afterEach(() => {
  db.close();
});

const card = (overrides: Partial<NewPayment> = {}): NewPayment => ({
  contragentId: 6,
  amount: 15_000,
  status: 'created',
  purpose: 'charges',
  channel: 'card',
  description: 'Оплата картой',
  createdAt: 1_000,
  ...overrides,
});

describe('the payment repository', () => {
  it('settles a payment once: a repeated notification changes nothing', () => {
    const { id } = payments.insert(card());
    expect(payments.markPending(id)).toBe(true);
    expect(payments.markPending(id)).toBe(false);
    expect(payments.pendingOf(6)).toEqual({ count: 1, amount: 15_000 });
    expect(payments.settle(id, 'succeeded', 2_000)).toBe(true);
    expect(payments.settle(id, 'failed', 3_000)).toBe(false);
    expect(payments.get(id)).toMatchObject({ status: 'succeeded', settled_at: 2_000 });
    expect(payments.pendingOf(6)).toEqual({ count: 0, amount: 0 });
    expect(payments.succeededCharges(6)).toEqual([{ amount: 15_000, settled_at: 2_000, service_id: null }]);
  });

  it('counts only succeeded payments for the charges as paid', () => {
    payments.insert(card({ status: 'failed', settledAt: 5 }));
    payments.insert(card({ status: 'succeeded', purpose: 'state-duty', settledAt: 5 }));
    payments.insert(card({ status: 'succeeded', amount: 700, settledAt: 9 }));
    expect(payments.succeededCharges(6)).toEqual([{ amount: 700, settled_at: 9, service_id: null }]);
  });

  it('finds a payment only through the account it belongs to', () => {
    const { id } = payments.insert(card());
    expect(payments.findOfContragent(6, id)?.id).toBe(id);
    expect(payments.findOfContragent(5, id)).toBeUndefined();
  });

  it('pages the history newest first within the created-at range, both ends included', () => {
    for (let day = 1; day <= 5; day += 1) payments.insert(card({ createdAt: day * 1_000, amount: day * 100 }));
    const page = payments.list(6, { from: 2_000, to: 4_000, offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.amount)).toEqual([400, 300]);
    expect(payments.list(6, { from: 2_000, to: 4_000, offset: 2, limit: 2 }).rows.map((row) => row.amount)).toEqual([200]);
    expect(payments.listAll(6, {}).map((row) => row.amount)).toEqual([500, 400, 300, 200, 100]);
    expect(toPaymentRecord(page.rows[0]!)).toEqual({
      id: page.rows[0]!.id,
      createdAt: new Date(4_000).toISOString(),
      amount: 400,
      status: 'created',
      purpose: 'charges',
      channel: 'card',
      description: 'Оплата картой',
    });
  });
});
