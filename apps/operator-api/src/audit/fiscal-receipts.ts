import { sql } from 'kysely';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/** The operation a fiscal receipt records (54-ФЗ «признак расчёта»). */
export type ReceiptOperation = 'income' | 'income-return';

export interface IssuedReceipt {
  paymentId: number;
  operation: ReceiptOperation;
  /** Where it is, for the audit's line: 'fiscal receipt 12'. */
  where: string;
}

/**
 * Every fiscal receipt the API issued, by the payment it is for: the rows of `fiscal_receipts`,
 * written in the transaction that moved the money (pending until the register answers; the
 * fiscal-receipts check watches that it does). The one place the audit knows how receipts are stored.
 */
export async function issuedReceipts(store: Store): Promise<IssuedReceipt[]> {
  const rows = await all(
    store,
    sql<{
      id: number;
      payment_id: number;
      operation: ReceiptOperation;
    }>`SELECT id, payment_id, operation FROM fiscal_receipts`,
  );
  return rows.map((row) => ({
    paymentId: Number(row.payment_id),
    operation: row.operation,
    where: `fiscal receipt ${row.id}`,
  }));
}
