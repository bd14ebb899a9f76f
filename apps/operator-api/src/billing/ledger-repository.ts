import type { DatabaseSync } from 'node:sqlite';
import type { BillingUnit } from '@resident/contract';
import { typed } from '../db/rows.ts';
import type { StoredLine } from './ledger.ts';

export interface BillingAccountRow {
  openingPeriod: string;
  openingDebt: number;
  closedPeriod: string | null;
}

export interface LedgerRepository {
  /** Where the account's ledger starts; undefined for an account without billing. */
  account(contragentId: number): BillingAccountRow | undefined;
  /** Every line of the account, oldest month first, services in their order. */
  lines(contragentId: number): StoredLine[];
}

interface LineRow {
  period: string;
  service_id: string;
  name: string;
  unit: BillingUnit;
  tariff: number;
  norm: string | null;
  residents: number;
  area: string;
  quantity: string;
  accrued: number;
  recalculation: number;
  penalty: number;
  benefit: number;
}

export function createLedgerRepository(db: DatabaseSync): LedgerRepository {
  const account = typed<{ opening_period: string; opening_debt: number; closed_period: string | null }, [number]>(
    db.prepare('SELECT opening_period, opening_debt, closed_period FROM billing_accounts WHERE contragent_id = ?'),
  );
  const lines = typed<LineRow, [number]>(
    db.prepare(`SELECT l.period, l.service_id, s.name, s.unit, l.tariff, l.norm, l.residents, l.area, l.quantity,
        l.accrued, l.recalculation, l.penalty, l.benefit
      FROM ledger_lines l JOIN billing_services s ON s.id = l.service_id
      WHERE l.contragent_id = ?
      ORDER BY l.period, s.sort_order, s.id`),
  );
  return {
    account(contragentId) {
      const row = account.get(contragentId);
      return row && { openingPeriod: row.opening_period, openingDebt: row.opening_debt, closedPeriod: row.closed_period };
    },
    lines: (contragentId) =>
      lines.all(contragentId).map((row) => ({
        period: row.period,
        serviceId: row.service_id,
        serviceName: row.name,
        unit: row.unit,
        tariff: row.tariff,
        norm: row.norm,
        residents: row.residents,
        area: row.area,
        quantity: row.quantity,
        accrued: row.accrued,
        recalculation: row.recalculation,
        penalty: row.penalty,
        benefit: row.benefit,
      })),
  };
}
