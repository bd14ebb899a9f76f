import { sql } from 'kysely';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { FiscalOperation, FiscalRegistration } from './fiscal-register.ts';

export interface FiscalReceiptRow {
  id: number;
  contragent_id: number;
  payment_id: number;
  refund_id: number | null;
  operation: FiscalOperation;
  amount: number;
  item: string;
  seller_name: string;
  seller_inn: string;
  buyer_email: string | null;
  buyer_phone: string | null;
  card_mask: string | null;
  status: 'pending' | 'fiscalised';
  created_at: number;
  retry_at: number;
  attempts: number;
  last_error: string | null;
  register_number: string | null;
  fiscal_storage: string | null;
  document_number: number | null;
  fiscal_sign: string | null;
  fiscalised_at: number | null;
}

export interface NewFiscalReceipt {
  contragentId: number;
  paymentId: number;
  refundId: number | null;
  operation: FiscalOperation;
  amount: number;
  item: string;
  seller: { name: string; inn: string };
  buyerEmail: string | null;
  buyerPhone: string | null;
  cardMask: string | null;
  createdAt: number;
}

/** Every query through `store.q`: a receipt is written in the transaction that moves its money. */
export interface FiscalReceiptRepository {
  /** Writes the receipt once: a second write of the same payment's «Приход» or refund's return answers the first's id. */
  insert(receipt: NewFiscalReceipt): Promise<number>;
  get(id: number): Promise<FiscalReceiptRow | undefined>;
  /**
   * Takes a pending receipt whose turn has come for `leaseMs` (a conditional update, so of two
   * instances one gets it); false when it is fiscalised, leased or waiting for its retry.
   */
  claim(id: number, now: number, leaseMs: number): Promise<boolean>;
  /** Records the register's answer once; false when the receipt was fiscalised already. */
  markFiscalised(id: number, registration: FiscalRegistration): Promise<boolean>;
  /** Leaves a failed attempt's reason and when to try again. */
  markFailed(id: number, retryAt: number, error: string): Promise<void>;
  /** Pending receipts whose turn has come, oldest turn first. */
  due(now: number, limit: number): Promise<number[]>;
}

export function createFiscalReceiptRepository(store: Store): FiscalReceiptRepository {
  const get = (id: number) => first(store, sql<FiscalReceiptRow>`SELECT * FROM fiscal_receipts WHERE id = ${id}`);
  return {
    async insert(receipt) {
      await run(
        store,
        sql`INSERT INTO fiscal_receipts (contragent_id, payment_id, refund_id, operation, amount, item, seller_name, seller_inn,
            buyer_email, buyer_phone, card_mask, status, created_at, retry_at)
          VALUES (${receipt.contragentId}, ${receipt.paymentId}, ${receipt.refundId}, ${receipt.operation}, ${receipt.amount}, ${receipt.item},
            ${receipt.seller.name}, ${receipt.seller.inn}, ${receipt.buyerEmail}, ${receipt.buyerPhone}, ${receipt.cardMask},
            'pending', ${receipt.createdAt}, ${receipt.createdAt})
          ON CONFLICT DO NOTHING`,
      );
      const row =
        receipt.refundId === null
          ? await first(
              store,
              sql<{
                id: number;
              }>`SELECT id FROM fiscal_receipts WHERE payment_id = ${receipt.paymentId} AND operation = 'income'`,
            )
          : await first(
              store,
              sql<{ id: number }>`SELECT id FROM fiscal_receipts WHERE refund_id = ${receipt.refundId}`,
            );
      if (!row) throw new Error('a written fiscal receipt cannot be read');
      return row.id;
    },
    get,
    claim: async (id, now, leaseMs) =>
      (await run(
        store,
        sql`UPDATE fiscal_receipts SET retry_at = ${now + leaseMs}, attempts = attempts + 1
          WHERE id = ${id} AND status = 'pending' AND retry_at <= ${now}`,
      )) === 1,
    markFiscalised: async (id, registration) =>
      (await run(
        store,
        sql`UPDATE fiscal_receipts SET status = 'fiscalised', register_number = ${registration.registerNumber},
            fiscal_storage = ${registration.fiscalStorage}, document_number = ${registration.documentNumber},
            fiscal_sign = ${registration.fiscalSign}, fiscalised_at = ${registration.fiscalisedAt}, last_error = NULL
          WHERE id = ${id} AND status = 'pending'`,
      )) === 1,
    async markFailed(id, retryAt, error) {
      await run(
        store,
        sql`UPDATE fiscal_receipts SET retry_at = ${retryAt}, last_error = ${error.slice(0, 500)} WHERE id = ${id} AND status = 'pending'`,
      );
    },
    async due(now, limit) {
      const rows = await all(
        store,
        sql<{
          id: number;
        }>`SELECT id FROM fiscal_receipts WHERE status = 'pending' AND retry_at <= ${now} ORDER BY retry_at, id LIMIT ${limit}`,
      );
      return rows.map((row) => row.id);
    },
  };
}
