import { sql } from 'kysely';
import { addMonths, periodOf } from '../billing/period.ts';
import {
  DEMO_LEDGER_MONTHS,
  DEMO_SERVICE,
  DEMO_TARIFFS,
  demoBillingAccounts,
  planDemoBilling,
} from './demo-billing.ts';
import type { DemoBillingAccount, PlannedPayment } from './demo-billing.ts';
import { lockSeed } from './seed-lock.ts';
import { first } from './store/store.ts';
import type { Store } from './store/store.ts';

export interface DemoBillingOptions {
  accounts?: readonly DemoBillingAccount[];
}

interface AccountPayments {
  contragentId: number;
  planned: readonly PlannedPayment[];
}

/** The ledger half: services, tariffs, accounts and lines; answers the payments each demo account should have. */
async function seedLedger(
  store: Store,
  now: number,
  accounts: readonly DemoBillingAccount[],
): Promise<AccountPayments[]> {
  const end = periodOf(now);
  return store.transaction(async () => {
    await lockSeed(store);
    await sql`INSERT INTO billing_services (id, name, unit, sort_order)
      VALUES (${DEMO_SERVICE.id}, ${DEMO_SERVICE.name}, ${DEMO_SERVICE.unit}, ${DEMO_SERVICE.sortOrder}) ON CONFLICT DO NOTHING`.execute(
      store.q,
    );
    for (const tariff of DEMO_TARIFFS) {
      await sql`INSERT INTO billing_tariffs (service_id, valid_from, tariff, norm)
        VALUES (${DEMO_SERVICE.id}, ${tariff.validFrom}, ${tariff.tariff}, ${tariff.norm}) ON CONFLICT DO NOTHING`.execute(
        store.q,
      );
    }

    const seeded: AccountPayments[] = [];
    for (const account of accounts) {
      const { contragentId } = account;
      const number = await first(
        store,
        sql<{
          number_personal_account: string;
        }>`SELECT number_personal_account FROM contragents WHERE id = ${contragentId}`,
      );
      if (number?.number_personal_account !== account.numberPersonalAccount) continue;
      let opening = (
        await first(
          store,
          sql<{
            opening_period: string;
          }>`SELECT opening_period FROM billing_accounts WHERE contragent_id = ${contragentId}`,
        )
      )?.opening_period;
      if (opening === undefined) {
        opening = addMonths(end, 1 - DEMO_LEDGER_MONTHS);
        const closed = account.closesAt === undefined ? null : addMonths(opening, account.closesAt);
        await sql`INSERT INTO billing_accounts (contragent_id, opening_period, opening_debt, closed_period)
          VALUES (${contragentId}, ${opening}, 0, ${closed})`.execute(store.q);
      }
      const plan = planDemoBilling(account, opening, end, now);
      const storedThrough =
        (
          await first(
            store,
            sql<{
              period: string | null;
            }>`SELECT MAX(period) AS period FROM ledger_lines WHERE contragent_id = ${contragentId}`,
          )
        )?.period ?? '';
      const lines = plan.lines.filter((line) => line.period > storedThrough);
      // One statement per account: a test server seeds 48 months of six accounts on every start.
      if (lines.length > 0) {
        const values = lines.map(
          (
            line,
          ) => sql`(${contragentId}, ${line.period}, ${line.serviceId}, ${line.tariff}, ${line.norm}, ${line.residents}, ${line.area},
            ${line.quantity}, ${line.accrued}, ${line.recalculation}, ${line.penalty}, ${line.benefit})`,
        );
        await sql`INSERT INTO ledger_lines
          (contragent_id, period, service_id, tariff, norm, residents, area, quantity, accrued, recalculation, penalty, benefit)
          VALUES ${sql.join(values)} ON CONFLICT DO NOTHING`.execute(store.q);
      }
      seeded.push({ contragentId, planned: plan.payments });
    }
    return seeded;
  });
}

/** The payments half: each account's planned payments after the newest one stored. */
async function seedPayments(payments: Store, seeded: readonly AccountPayments[]): Promise<void> {
  await payments.transaction(async () => {
    for (const { contragentId, planned } of seeded) {
      const paidThrough =
        (
          await first(
            payments,
            sql<{
              created_at: number | null;
            }>`SELECT MAX(created_at) AS created_at FROM payments WHERE contragent_id = ${contragentId}`,
          )
        )?.created_at ?? Number.NEGATIVE_INFINITY;
      const missing = planned.filter((payment) => payment.createdAt > paidThrough);
      if (missing.length === 0) continue;
      // In the plan's order, oldest first, as one row after another did.
      const values = missing.map(
        (
          payment,
        ) => sql`(${contragentId}, ${payment.amount}, ${payment.status}, 'charges', ${payment.channel}, ${payment.description},
          ${payment.createdAt}, ${payment.settledAt})`,
      );
      await sql`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
        VALUES ${sql.join(values)}`.execute(payments.q);
    }
  });
}

/**
 * Gives every demo account its ledger and payment history, and brings it up to the current month
 * on later starts: months after the last one stored and payments after the newest one stored are
 * added, nothing stored is changed. A demo account is only written when it still has its demo
 * number (never an account someone else holds under that id). Inside seedDemoData() or on its own.
 */
export async function seedDemoBilling(
  store: Store,
  now: number,
  { accounts = demoBillingAccounts }: DemoBillingOptions = {},
): Promise<void> {
  await store.transaction(async () => seedPayments(store, await seedLedger(store, now, accounts)));
}
