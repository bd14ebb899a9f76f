import { sql } from 'kysely';
import { all, first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { StoredLine } from './ledger.ts';

export interface BillingAccountRow {
  openingPeriod: string;
  openingDebt: number;
  closedPeriod: string | null;
}

export interface LedgerRepository {
  /** Where the account's ledger starts; undefined for an account without billing. */
  account(contragentId: number): Promise<BillingAccountRow | undefined>;
  /** Every line of the account, oldest month first, services in their order. */
  lines(contragentId: number): Promise<StoredLine[]>;
}

/** A stored line as the query returns it: the line's own columns keep their names, the joined service's differ. */
type LineRow = Omit<StoredLine, 'serviceId' | 'serviceName'> & { service_id: string; name: string };

/** On the async store (issue 19); queries go through `store`, so a caller's open transaction is joined. */
export function createLedgerRepository(store: Store): LedgerRepository {
  return {
    async account(contragentId) {
      const row = await first(
        store,
        sql<{ opening_period: string; opening_debt: number; closed_period: string | null }>`SELECT opening_period, opening_debt, closed_period
          FROM billing_accounts WHERE contragent_id = ${contragentId}`,
      );
      return row && { openingPeriod: row.opening_period, openingDebt: row.opening_debt, closedPeriod: row.closed_period };
    },
    async lines(contragentId) {
      const rows = await all(
        store,
        sql<LineRow>`SELECT l.period, l.service_id, s.name, s.unit, l.tariff, l.norm, l.residents, l.area, l.quantity,
            l.accrued, l.recalculation, l.penalty, l.benefit
          FROM ledger_lines l JOIN billing_services s ON s.id = l.service_id
          WHERE l.contragent_id = ${contragentId}
          ORDER BY l.period, s.sort_order, s.id`,
      );
      return rows.map(({ service_id, name, ...line }) => ({ ...line, serviceId: service_id, serviceName: name }));
    },
  };
}
