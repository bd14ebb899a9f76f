import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createBillingService } from '../billing/billing-service.ts';
import type { LedgerMonth } from '../billing/ledger.ts';
import { addMonths, periodOf } from '../billing/period.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { Backend } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { DEMO_LEDGER_MONTHS, demoBillingAccounts } from './demo-billing.ts';
import { seedDemoData } from './seed.ts';
import { seedDemoBilling } from './seed-billing.ts';
import { openAppStore } from './store/open-app-store.ts';
import { all, first, run } from './store/store.ts';

// 15 May 2026, noon in Moscow.
const NOW = Date.UTC(2026, 4, 15, 9);
const opened: TestStore[] = [];

async function seed(test: TestStore, now: number): Promise<void> {
  await seedDemoData(test.store, now);
}

async function seeded(backend: Backend, now = NOW): Promise<TestStore> {
  const test = await openTestStore(backend);
  opened.push(test);
  await seed(test, now);
  return test;
}

afterEach(async () => {
  for (const test of opened.splice(0)) await test.close();
});

const paymentsOf = (test: TestStore) => createPaymentRepository(test.store);
const ledgerOf = (test: TestStore, contragentId: number) =>
  createBillingService(test.store, paymentsOf(test)).ledger(contragentId);
const succeededPaid = async (test: TestStore, contragentId: number) =>
  (await paymentsOf(test).billingPayments(contragentId)).settled.reduce((total, row) => total + row.amount, 0);
const dump = async ({ store }: TestStore) => ({
  lines: await all(store, sql`SELECT * FROM ledger_lines ORDER BY contragent_id, period, service_id`),
  payments: await all(store, sql`SELECT * FROM payments ORDER BY id`),
  accounts: await all(store, sql`SELECT * FROM billing_accounts ORDER BY contragent_id`),
});

function expectConsistent(months: LedgerMonth[], paid: number): void {
  let previousEnd = months[0]?.totals.debtStart ?? 0;
  for (const month of months) {
    const sum = (key: 'accrued' | 'recalculation' | 'penalty' | 'benefit' | 'paid' | 'debtStart' | 'debtEnd') =>
      month.lines.reduce((total, line) => total + line[key], 0);
    for (const line of month.lines) {
      expect(line.debtEnd).toBe(
        line.debtStart + line.accrued + line.recalculation + line.penalty - line.benefit - line.paid,
      );
      for (const value of [
        line.tariff,
        line.accrued,
        line.recalculation,
        line.penalty,
        line.benefit,
        line.paid,
        line.debtStart,
        line.debtEnd,
      ]) {
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
  expect(months.reduce((total, month) => total + month.totals.paid, 0)).toBe(paid);
}

// The ledger is on the async store: the same demo on both backends.
describe.each(BACKENDS)('the demo ledger on %s', (backend) => {
  it('gives every demo account at least 36 months ending with the current one (the closed one: the month it closed)', async () => {
    const test = await seeded(backend);
    for (const contragentId of [1, 2, 3, 5, 6]) {
      const months = await ledgerOf(test, contragentId);
      expect(months.length).toBeGreaterThanOrEqual(36);
      expect(months.length).toBe(DEMO_LEDGER_MONTHS);
      expect(months.at(-1)?.period).toBe('2026-05');
      expect(months.map((month) => month.period)).toEqual(months.map((_, index) => addMonths('2022-06', index)));
    }
    const closed = await ledgerOf(test, 4);
    const account = await first(
      test.store,
      sql<{ closed_period: string | null }>`SELECT closed_period FROM billing_accounts WHERE contragent_id = 4`,
    );
    expect(closed.at(-1)?.period).toBe(account?.closed_period);
    expect(closed.at(-1)?.period).toBe('2025-09');
    expect(closed.length).toBeGreaterThanOrEqual(36);
    // Charges stop with the month it closed; the final bill was paid after it.
    expect(closed.at(-1)?.totals).toMatchObject({ debtEnd: 0, toPay: 0 });
  });

  it('adds up in every month of every account: each line, the totals, the months in a row, the payments', async () => {
    const test = await seeded(backend);
    for (const contragentId of [1, 2, 3, 4, 5, 6])
      expectConsistent(await ledgerOf(test, contragentId), await succeededPaid(test, contragentId));
  });

  it('has a debtor with penalties on each state-duty account, an overpayment and a recalculation month', async () => {
    const test = await seeded(backend);
    for (const debtor of [2, 5]) {
      const months = await ledgerOf(test, debtor);
      expect(months.at(-1)?.totals.debtEnd).toBeGreaterThan(5 * (months.at(-1)?.totals.accrued ?? 0));
      expect(months.at(-1)?.totals.penalty).toBeGreaterThan(0);
    }
    expect((await ledgerOf(test, 6)).at(-1)?.totals.debtEnd).toBeLessThan(0);
    const first = await ledgerOf(test, 1);
    const recalculated = first.filter((month) => month.totals.recalculation !== 0);
    expect(recalculated).toHaveLength(1);
    expect(recalculated[0]?.totals.recalculation).toBeLessThan(0);
    // The resident pays the previous month's bill every month: only the current month is owed.
    expect(first.at(-1)?.totals).toMatchObject({ debtEnd: first.at(-1)?.totals.accrued });
    const third = await ledgerOf(test, 3);
    expect(third.at(-1)?.totals.benefit).toBe((third.at(-1)?.totals.accrued ?? 0) / 2);
  });

  it('keeps a history of bank, card and autopay payments, none after now', async () => {
    const test = await seeded(backend);
    const rows = await all(
      test.store,
      sql<{
        channel: string;
        status: string;
        created_at: number;
        settled_at: number;
      }>`SELECT channel, status, created_at, settled_at FROM payments`,
    );
    expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['bank', 'card', 'autopay', 'cash']));
    expect(rows.some((row) => row.status === 'failed')).toBe(true);
    for (const row of rows) {
      expect(Number(row.created_at)).toBeLessThanOrEqual(NOW);
      expect(Number(row.settled_at)).toBeLessThanOrEqual(NOW);
      expect(Number(row.settled_at)).toBeGreaterThanOrEqual(Number(row.created_at));
    }
  });

  it('is deterministic: the same clock gives the same figures', async () => {
    expect(await dump(await seeded(backend))).toEqual(await dump(await seeded(backend)));
  });

  it('adds nothing when run again, and only the new months later, leaving what is stored alone', async () => {
    const test = await seeded(backend);
    const before = await dump(test);
    await seed(test, NOW + 60_000);
    expect(await dump(test)).toEqual(before);

    const later = Date.UTC(2026, 6, 20, 9);
    await seed(test, later);
    const after = await dump(test);
    for (const line of before.lines) expect(after.lines).toContainEqual(line);
    expect((await ledgerOf(test, 1)).at(-1)?.period).toBe(periodOf(later));
    expect((await ledgerOf(test, 4)).at(-1)?.period).toBe('2025-09');
    expect(after.payments.slice(0, before.payments.length)).toEqual(before.payments);
    expectConsistent(await ledgerOf(test, 1), await succeededPaid(test, 1));
  });

  it('never writes a ledger into an account that is not the demo one', async () => {
    const test = await openTestStore(backend);
    opened.push(test);
    await run(
      test.store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (6, 'Другой', '1234567890', 'г. Тверь')`,
    );
    await seed(test, NOW);
    expect(await all(test.store, sql`SELECT contragent_id FROM ledger_lines WHERE contragent_id = 6`)).toEqual([]);
    expect(await all(test.store, sql`SELECT id FROM payments WHERE contragent_id = 6`)).toEqual([]);
  });

  it.runIf(backend === 'postgres')(
    'keeps the ledger in PostgreSQL, with the same figures in kopecks as SQLite',
    async () => {
      const postgres = await seeded('postgres');
      const sqlite = await seeded('sqlite');
      const count = await first(
        postgres.store,
        sql<{ lines: number; accounts: number }>`SELECT
      (SELECT COUNT(*) FROM ledger_lines) AS lines, (SELECT COUNT(*) FROM billing_accounts) AS accounts`,
      );
      // Six accounts of 48 months, the closed one of 40.
      expect(count).toEqual({ lines: 5 * 48 + 40, accounts: 6 });
      for (const contragentId of [1, 2, 3, 4, 5, 6]) {
        const months = await ledgerOf(postgres, contragentId);
        expect(months).toEqual(await ledgerOf(sqlite, contragentId));
        expect(typeof months.at(-1)?.totals.debtEnd).toBe('number');
      }
    },
  );

  it.runIf(backend === 'postgres')(
    'seeds once when two instances start on one database at the same moment',
    async () => {
      const database = await createTestDatabase('postgres');
      const instances = [];
      for (const _ of [1, 2])
        instances.push(await openAppStore({ dbPath: ':memory:', databaseUrl: database.databaseUrl, now: NOW }));
      try {
        const [primary] = instances;
        // The accounts are there already, and the service and its tariffs (an operator's own):
        // inserting them makes neither wait for the other; only the lock does.
        if (primary) {
          for (const { contragentId, numberPersonalAccount } of demoBillingAccounts) {
            await run(
              primary.store,
              sql`INSERT INTO contragents (id, full_name, number_personal_account, address)
            VALUES (${contragentId}, 'Житель', ${numberPersonalAccount}, 'г. Тверь')`,
            );
          }
          await seedDemoBilling(primary.store, NOW, { accounts: [] });
        }
        await Promise.all(instances.map(({ store }) => seedDemoBilling(store, NOW)));
        const [one] = instances;
        const count =
          one &&
          (await first(
            one.store,
            sql<{ lines: number; accounts: number }>`SELECT
        (SELECT COUNT(*) FROM ledger_lines) AS lines, (SELECT COUNT(*) FROM billing_accounts) AS accounts`,
          ));
        expect(count).toEqual({ lines: 5 * 48 + 40, accounts: 6 });
      } finally {
        for (const instance of instances) await instance.close();
        await database.drop();
      }
    },
  );
});
