import type { DatabaseSync } from 'node:sqlite';
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

/** A stored line as the query returns it: the line's own columns keep their names, the joined service's differ. */
type LineRow = Omit<StoredLine, 'serviceId' | 'serviceName'> & { service_id: string; name: string };

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
      lines.all(contragentId).map(({ service_id, name, ...line }) => ({ ...line, serviceId: service_id, serviceName: name })),
  };
}
