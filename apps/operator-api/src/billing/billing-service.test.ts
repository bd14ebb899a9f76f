import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { createSyncPaymentRepository as createPaymentRepository } from '../payments/sync-payment-repository.ts';
import type { SyncPaymentRepository as PaymentRepository } from '../payments/sync-payment-repository.ts';
import { createBillingService } from './billing-service.ts';
import type { BillingService } from './billing-service.ts';

// 15 May 2026, noon in Moscow.
const NOW = Date.UTC(2026, 4, 15, 9);
const ACCOUNT = { contragentId: 1, numberPersonalAccount: '7700000001', isClosed: false, address: 'г. Тверь' };

let db: DatabaseSync;
let payments: PaymentRepository;
let billing: BillingService;

beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db, 1);
  await seedDemoData(db, NOW);
  payments = createPaymentRepository(db);
  billing = createBillingService(db, payments);
});

afterEach(() => {
  db.close();
});

const ledgerRows = () => db.prepare('SELECT * FROM ledger_lines ORDER BY contragent_id, period').all();

describe('the billing summary', () => {
  it('shows a payment as pending until it succeeds, then lowers the debt without touching the ledger', () => {
    const before = billing.summary(ACCOUNT);
    const lines = ledgerRows();
    const { id } = payments.insert({ contragentId: 1, amount: 10_000, status: 'created', purpose: 'charges', channel: 'card', description: 'Оплата картой', createdAt: NOW + 1_000 });
    payments.markPending(id);
    expect(billing.summary(ACCOUNT)).toMatchObject({ debt: before.debt, pendingPayments: 1, pendingAmount: 10_000 });
    payments.settle(id, 'succeeded', NOW + 60_000);
    expect(billing.summary(ACCOUNT)).toMatchObject({ debt: before.debt - 10_000, pendingPayments: 0, pendingAmount: 0 });
    expect(ledgerRows()).toEqual(lines);
  });

  it('counts a payment settled after the newest month (the next month is not charged yet) in the newest month', () => {
    const before = billing.summary(ACCOUNT);
    const { id } = payments.insert({ contragentId: 1, amount: 5_000, status: 'pending', purpose: 'charges', channel: 'card', description: 'Оплата картой', createdAt: Date.UTC(2026, 5, 2) });
    payments.settle(id, 'succeeded', Date.UTC(2026, 5, 2, 0, 2));
    expect(billing.summary(ACCOUNT).debt).toBe(before.debt - 5_000);
    expect(billing.ledger(1).at(-1)?.period).toBe('2026-05');
  });

  it('ignores failed payments and payments of a state duty', () => {
    const before = billing.summary(ACCOUNT);
    for (const [status, purpose] of [['failed', 'charges'], ['succeeded', 'state-duty']] as const) {
      payments.insert({ contragentId: 1, amount: 7_000, status, purpose, channel: 'card', description: 'Оплата картой', createdAt: NOW, settledAt: NOW });
    }
    expect(billing.summary(ACCOUNT).debt).toBe(before.debt);
  });

  it('is empty for an account without billing', () => {
    db.exec('DELETE FROM ledger_lines WHERE contragent_id = 1');
    expect(billing.summary(ACCOUNT)).toEqual({
      contragentId: 1,
      numberPersonalAccount: '7700000001',
      isClosed: false,
      debt: 0,
      lastCharge: null,
      latestReceiptPeriod: null,
      pendingPayments: 0,
      pendingAmount: 0,
    });
  });
});
