import { sql } from 'kysely';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { StoredLine } from './ledger.ts';

export interface LedgerRows {
  /** The debt carried in from before the first month (0 without a billing account). */
  openingDebt: number;
  /** Every line of the account, oldest month first, services in their order. */
  lines: StoredLine[];
}

export interface LedgerRepository {
  /** What the ledger is computed from, in one statement; no lines for an account without billing. */
  rows(contragentId: number): Promise<LedgerRows>;
  /** The months the account has lines for, newest first: the ledger's months, without computing it. */
  periods(contragentId: number): Promise<string[]>;
}

/**
 * A stored line as the query returns it: the line's own columns keep their names, the joined
 * service's and account's differ.
 */
type LineRow = Omit<StoredLine, 'serviceId' | 'serviceName'> & {
  service_id: string;
  name: string;
  opening_debt: number;
};

/** On the async store; queries go through `store`, so a caller's open transaction is joined. */
export function createLedgerRepository(store: Store): LedgerRepository {
  return {
    async rows(contragentId) {
      // The opening debt rides on every line rather than costing a round trip of its own: without
      // lines there is no month to carry it into, so a missing row and a missing account agree.
      const rows = await all(
        store,
        sql<LineRow>`SELECT l.period, l.service_id, s.name, s.unit, l.tariff, l.norm, l.residents, l.area, l.quantity,
            l.accrued, l.recalculation, l.penalty, l.benefit, COALESCE(b.opening_debt, 0) AS opening_debt
          FROM ledger_lines l JOIN billing_services s ON s.id = l.service_id
            LEFT JOIN billing_accounts b ON b.contragent_id = l.contragent_id
          WHERE l.contragent_id = ${contragentId}
          ORDER BY l.period, s.sort_order, s.id`,
      );
      return {
        openingDebt: rows[0]?.opening_debt ?? 0,
        lines: rows.map(({ service_id, name, opening_debt: _openingDebt, ...line }) => ({
          ...line,
          serviceId: service_id,
          serviceName: name,
        })),
      };
    },
    async periods(contragentId) {
      const rows = await store.q
        .selectFrom('ledger_lines')
        .select('period')
        .distinct()
        .where('contragent_id', '=', contragentId)
        .orderBy('period', 'desc')
        .execute();
      return rows.map((row) => row.period);
    },
  };
}
