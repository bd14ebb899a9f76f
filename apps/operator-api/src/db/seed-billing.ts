import type { DatabaseSync } from 'node:sqlite';
import { addMonths, periodOf } from '../billing/period.ts';
import { DEMO_LEDGER_MONTHS, DEMO_SERVICE, DEMO_TARIFFS, demoBillingAccounts, planDemoBilling } from './demo-billing.ts';
import type { DemoBillingAccount } from './demo-billing.ts';
import { typed } from './rows.ts';
import { createTransaction } from './transaction.ts';

/**
 * Gives every demo account its ledger and payment history, and brings it up to the current month
 * on later starts: months after the last one stored and payments after the newest one stored are
 * added, nothing stored is changed. A demo account is only written when it still has its demo
 * number (never an account someone else holds under that id).
 */
export function seedDemoBilling(db: DatabaseSync, now: number, accounts: readonly DemoBillingAccount[] = demoBillingAccounts): void {
  const end = periodOf(now);
  const insertService = db.prepare(
    'INSERT INTO billing_services (id, name, unit, sort_order) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const insertTariff = db.prepare(
    'INSERT INTO billing_tariffs (service_id, valid_from, tariff, norm) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const numberOf = typed<{ number_personal_account: string }, [number]>(
    db.prepare('SELECT number_personal_account FROM contragents WHERE id = ?'),
  );
  const billingAccount = typed<{ opening_period: string }, [number]>(
    db.prepare('SELECT opening_period FROM billing_accounts WHERE contragent_id = ?'),
  );
  const insertAccount = db.prepare(
    'INSERT INTO billing_accounts (contragent_id, opening_period, opening_debt, closed_period) VALUES (?, ?, 0, ?)',
  );
  const lastPeriod = typed<{ period: string | null }, [number]>(
    db.prepare('SELECT max(period) AS period FROM ledger_lines WHERE contragent_id = ?'),
  );
  const lastPayment = typed<{ created_at: number | null }, [number]>(
    db.prepare('SELECT max(created_at) AS created_at FROM payments WHERE contragent_id = ?'),
  );
  const insertLine = db.prepare(`INSERT INTO ledger_lines
    (contragent_id, period, service_id, tariff, norm, residents, area, quantity, accrued, recalculation, penalty, benefit)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const insertPayment = db.prepare(`INSERT INTO payments
    (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
    VALUES (?, ?, ?, 'charges', ?, ?, ?, ?)`);
  const transaction = createTransaction(db);

  transaction(() => {
    insertService.run(DEMO_SERVICE.id, DEMO_SERVICE.name, DEMO_SERVICE.unit, DEMO_SERVICE.sortOrder);
    for (const tariff of DEMO_TARIFFS) insertTariff.run(DEMO_SERVICE.id, tariff.validFrom, tariff.tariff, tariff.norm);

    for (const account of accounts) {
      if (numberOf.get(account.contragentId)?.number_personal_account !== account.numberPersonalAccount) continue;
      let opening = billingAccount.get(account.contragentId)?.opening_period;
      if (opening === undefined) {
        opening = addMonths(end, 1 - DEMO_LEDGER_MONTHS);
        const closed = account.closesAt === undefined ? null : addMonths(opening, account.closesAt);
        insertAccount.run(account.contragentId, opening, closed);
      }
      const plan = planDemoBilling(account, opening, end, now);
      const storedThrough = lastPeriod.get(account.contragentId)?.period ?? '';
      const paidThrough = lastPayment.get(account.contragentId)?.created_at ?? Number.NEGATIVE_INFINITY;
      for (const line of plan.lines) {
        if (line.period <= storedThrough) continue;
        insertLine.run(
          account.contragentId,
          line.period,
          line.serviceId,
          line.tariff,
          line.norm,
          line.residents,
          line.area,
          line.quantity,
          line.accrued,
          line.recalculation,
          line.penalty,
          line.benefit,
        );
      }
      for (const payment of plan.payments) {
        if (payment.createdAt <= paidThrough) continue;
        insertPayment.run(account.contragentId, payment.amount, payment.status, payment.channel, payment.description, payment.createdAt, payment.settledAt);
      }
    }
  });
}
