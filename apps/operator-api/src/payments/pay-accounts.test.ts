import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createPayAccounts } from './pay-accounts.ts';

let db: DatabaseSync;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, 0);
  db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`);
  db.exec(`INSERT INTO billing_services (id, name, unit, sort_order) VALUES ('tko', 'Обращение с ТКО', 'person', 1)`);
});

afterEach(() => {
  db.close();
});

function line(period: string, accrued: number, extra: { recalculation?: number; penalty?: number; benefit?: number } = {}) {
  db.prepare(`INSERT INTO ledger_lines (contragent_id, period, service_id, tariff, residents, area, quantity, accrued, recalculation, penalty, benefit)
    VALUES (1, ?, 'tko', 10000, 2, '54.0', '2', ?, ?, ?, ?)`).run(period, accrued, extra.recalculation ?? 0, extra.penalty ?? 0, extra.benefit ?? 0);
}

function payment(amount: number, status: string, purpose = 'charges') {
  db.prepare(`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at)
    VALUES (1, ?, ?, ?, 'card', 'Оплата картой', 0)`).run(amount, status, purpose);
}

describe('debtOf', () => {
  it('is the opening debt plus the charges minus the succeeded payments of charges', () => {
    db.exec(`INSERT INTO billing_accounts (contragent_id, opening_period, opening_debt) VALUES (1, '2026-01', 5000)`);
    line('2026-01', 20_000, { penalty: 300 });
    line('2026-02', 20_000, { recalculation: -2_000, benefit: 1_000 });
    payment(15_000, 'succeeded');
    payment(99_999, 'pending');
    payment(99_999, 'failed');
    payment(99_999, 'succeeded', 'state-duty');
    const accounts = createPayAccounts(db);
    expect(accounts.debtOf(1)).toBe(5_000 + 20_300 + 17_000 - 15_000);
    payment(50_000, 'succeeded');
    expect(accounts.debtOf(1)).toBe(-22_700);
  });

  it('is 0 for an account without a ledger', () => {
    expect(createPayAccounts(db).debtOf(1)).toBe(0);
  });
});
