import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createBillingService } from '../billing/billing-service.ts';
import type { LedgerMonth } from '../billing/ledger.ts';
import { addMonths, periodOf } from '../billing/period.ts';
import { createSyncPaymentRepository as createPaymentRepository } from '../payments/sync-payment-repository.ts';
import { openDatabase } from './database.ts';
import { DEMO_LEDGER_MONTHS } from './demo-billing.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed.ts';

// 15 May 2026, noon in Moscow.
const NOW = Date.UTC(2026, 4, 15, 9);
const databases: DatabaseSync[] = [];

async function seeded(now = NOW): Promise<DatabaseSync> {
  const db = openDatabase(':memory:');
  databases.push(db);
  migrate(db, 1);
  await seedDemoData(db, now);
  return db;
}

afterEach(() => {
  for (const db of databases.splice(0)) db.close();
});

const ledgerOf = (db: DatabaseSync, contragentId: number) => createBillingService(db, createPaymentRepository(db)).ledger(contragentId);
const dump = (db: DatabaseSync) => ({
  lines: db.prepare('SELECT * FROM ledger_lines ORDER BY contragent_id, period, service_id').all(),
  payments: db.prepare('SELECT * FROM payments ORDER BY id').all(),
  accounts: db.prepare('SELECT * FROM billing_accounts ORDER BY contragent_id').all(),
});

function expectConsistent(months: LedgerMonth[], succeededPaid: number): void {
  let previousEnd = months[0]?.totals.debtStart ?? 0;
  for (const month of months) {
    const sum = (key: 'accrued' | 'recalculation' | 'penalty' | 'benefit' | 'paid' | 'debtStart' | 'debtEnd') =>
      month.lines.reduce((total, line) => total + line[key], 0);
    for (const line of month.lines) {
      expect(line.debtEnd).toBe(line.debtStart + line.accrued + line.recalculation + line.penalty - line.benefit - line.paid);
      for (const value of [line.tariff, line.accrued, line.recalculation, line.penalty, line.benefit, line.paid, line.debtStart, line.debtEnd]) {
        expect(Number.isSafeInteger(value)).toBe(true);
      }
    }
    for (const key of ['accrued', 'recalculation', 'penalty', 'benefit', 'paid', 'debtStart', 'debtEnd'] as const) {
      expect(month.totals[key]).toBe(sum(key));
    }
    expect(month.totals.toPay).toBe(Math.max(month.totals.debtEnd, 0));
    expect(month.totals.debtStart).toBe(previousEnd);
    previousEnd = month.totals.debtEnd;
  }
  expect(months.reduce((total, month) => total + month.totals.paid, 0)).toBe(succeededPaid);
}

describe('the demo ledger', () => {
  it('gives every demo account at least 36 months ending with the current one (the closed one: the month it closed)', async () => {
    const db = await seeded();
    for (const contragentId of [1, 2, 3, 5, 6]) {
      const months = ledgerOf(db, contragentId);
      expect(months.length).toBeGreaterThanOrEqual(36);
      expect(months.length).toBe(DEMO_LEDGER_MONTHS);
      expect(months.at(-1)?.period).toBe('2026-05');
      expect(months.map((month) => month.period)).toEqual(months.map((_, index) => addMonths('2022-06', index)));
    }
    const closed = ledgerOf(db, 4);
    const account = db.prepare('SELECT closed_period FROM billing_accounts WHERE contragent_id = 4').get();
    expect(closed.at(-1)?.period).toBe(account?.closed_period);
    expect(closed.at(-1)?.period).toBe('2025-09');
    expect(closed.length).toBeGreaterThanOrEqual(36);
    // Charges stop with the month it closed; the final bill was paid after it.
    expect(closed.at(-1)?.totals).toMatchObject({ debtEnd: 0, toPay: 0 });
  });

  it('adds up in every month of every account: each line, the totals, the months in a row, the payments', async () => {
    const db = await seeded();
    for (const contragentId of [1, 2, 3, 4, 5, 6]) {
      const paid = createPaymentRepository(db).succeededCharges(contragentId).reduce((total, row) => total + row.amount, 0);
      expectConsistent(ledgerOf(db, contragentId), paid);
    }
  });

  it('has a debtor with penalties on each state-duty account, an overpayment and a recalculation month', async () => {
    const db = await seeded();
    for (const debtor of [2, 5]) {
      const months = ledgerOf(db, debtor);
      expect(months.at(-1)?.totals.debtEnd).toBeGreaterThan(5 * (months.at(-1)?.totals.accrued ?? 0));
      expect(months.at(-1)?.totals.penalty).toBeGreaterThan(0);
    }
    expect(ledgerOf(db, 6).at(-1)?.totals.debtEnd).toBeLessThan(0);
    const recalculated = ledgerOf(db, 1).filter((month) => month.totals.recalculation !== 0);
    expect(recalculated).toHaveLength(1);
    expect(recalculated[0]?.totals.recalculation).toBeLessThan(0);
    // The resident pays the previous month's bill every month: only the current month is owed.
    expect(ledgerOf(db, 1).at(-1)?.totals).toMatchObject({ debtEnd: ledgerOf(db, 1).at(-1)?.totals.accrued });
    expect(ledgerOf(db, 3).at(-1)?.totals.benefit).toBe((ledgerOf(db, 3).at(-1)?.totals.accrued ?? 0) / 2);
  });

  it('keeps a history of bank, card and autopay payments, none after now', async () => {
    const db = await seeded();
    const rows = db.prepare('SELECT channel, status, created_at, settled_at FROM payments').all();
    expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['bank', 'card', 'autopay', 'cash']));
    expect(rows.some((row) => row.status === 'failed')).toBe(true);
    for (const row of rows) {
      expect(Number(row.created_at)).toBeLessThanOrEqual(NOW);
      expect(Number(row.settled_at)).toBeLessThanOrEqual(NOW);
      expect(Number(row.settled_at)).toBeGreaterThanOrEqual(Number(row.created_at));
    }
  });

  it('is deterministic: the same clock gives the same figures', async () => {
    expect(dump(await seeded())).toEqual(dump(await seeded()));
  });

  it('adds nothing when run again, and only the new months later, leaving what is stored alone', async () => {
    const db = await seeded();
    const before = dump(db);
    await seedDemoData(db, NOW + 60_000);
    expect(dump(db)).toEqual(before);

    const later = Date.UTC(2026, 6, 20, 9);
    await seedDemoData(db, later);
    const after = dump(db);
    for (const line of before.lines) expect(after.lines).toContainEqual(line);
    expect(ledgerOf(db, 1).at(-1)?.period).toBe(periodOf(later));
    expect(ledgerOf(db, 4).at(-1)?.period).toBe('2025-09');
    expect(after.payments.slice(0, before.payments.length)).toEqual(before.payments);
    const paid = createPaymentRepository(db).succeededCharges(1).reduce((total, row) => total + row.amount, 0);
    expectConsistent(ledgerOf(db, 1), paid);
  });

  it('never writes a ledger into an account that is not the demo one', async () => {
    const db = openDatabase(':memory:');
    databases.push(db);
    migrate(db, 1);
    db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (6, 'Другой', '1234567890', 'г. Тверь')`);
    await seedDemoData(db, NOW);
    expect(db.prepare('SELECT count(*) AS n FROM ledger_lines WHERE contragent_id = 6').get()?.n).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM payments WHERE contragent_id = 6').get()?.n).toBe(0);
  });
});
