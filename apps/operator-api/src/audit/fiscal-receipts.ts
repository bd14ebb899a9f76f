import { sql } from 'kysely';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/** The operation a fiscal receipt records (54-ФЗ «признак расчёта»). */
export type ReceiptOperation = 'income' | 'income-return';

export interface IssuedReceipt {
  paymentId: number;
  operation: ReceiptOperation;
  /** Where it is, for the audit's line: 'outbox 12'. */
  where: string;
}

// «Кассовый чек № 42» then the operation on the next line (fiscal-receipt.ts writes them so).
const HEADER = /^Кассовый чек № (\d+)\r?\n(Приход|Возврат прихода)(?:\r?\n|$)/;

/**
 * Every fiscal receipt the API issued, by the payment it is for. They are the outbox's
 * 'fiscal-receipt' (email) and 'fiscal-receipt-sms' (phone) messages; the payment and the operation
 * are read from the receipt's own first lines, which is what the buyer sees. The one place the
 * audit knows how receipts are stored: a fiscal register that keeps its own table answers here.
 */
export async function issuedReceipts(store: Store): Promise<IssuedReceipt[]> {
  const rows = await all(store, sql<{ id: number; body: string }>`SELECT id, body FROM outbox WHERE kind IN ('fiscal-receipt', 'fiscal-receipt-sms')`);
  const receipts: IssuedReceipt[] = [];
  for (const row of rows) {
    const match = HEADER.exec(row.body);
    if (!match) continue;
    receipts.push({ paymentId: Number(match[1]), operation: match[2] === 'Приход' ? 'income' : 'income-return', where: `outbox ${row.id}` });
  }
  return receipts;
}
