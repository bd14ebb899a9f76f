import { sql } from 'kysely';
import type { Row } from '../db/database-schema.ts';
import type { Store } from '../db/store/store.ts';
import type { FiscalOperation, FiscalRegistration } from './fiscal-register.ts';

export type FiscalReceiptRow = Omit<Row<'fiscal_receipts'>, 'operation' | 'status'> & {
  operation: FiscalOperation;
  status: 'pending' | 'fiscalised';
};

/**
 * Literals, not parameters: the planner matches them to the partial indexes fiscal_receipts_pending
 * (`WHERE status = 'pending'`) and fiscal_receipts_income (`WHERE operation = 'income'`).
 */
const PENDING = sql.lit('pending');
const INCOME = sql.lit('income');

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
  const get = (id: number) =>
    store.q
      .selectFrom('fiscal_receipts')
      .selectAll()
      .where('id', '=', id)
      .$narrowType<{ operation: FiscalOperation; status: 'pending' | 'fiscalised' }>()
      .executeTakeFirst();
  const isOne = ({ numUpdatedRows }: { numUpdatedRows: bigint }) => numUpdatedRows === 1n;
  return {
    async insert(receipt) {
      await store.q
        .insertInto('fiscal_receipts')
        .values({
          contragent_id: receipt.contragentId,
          payment_id: receipt.paymentId,
          refund_id: receipt.refundId,
          operation: receipt.operation,
          amount: receipt.amount,
          item: receipt.item,
          seller_name: receipt.seller.name,
          seller_inn: receipt.seller.inn,
          buyer_email: receipt.buyerEmail,
          buyer_phone: receipt.buyerPhone,
          card_mask: receipt.cardMask,
          status: 'pending',
          created_at: receipt.createdAt,
          retry_at: receipt.createdAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const row =
        receipt.refundId === null
          ? await store.q
              .selectFrom('fiscal_receipts')
              .select('id')
              .where('payment_id', '=', receipt.paymentId)
              .where('operation', '=', INCOME)
              .executeTakeFirst()
          : await store.q
              .selectFrom('fiscal_receipts')
              .select('id')
              .where('refund_id', '=', receipt.refundId)
              .executeTakeFirst();
      if (!row) throw new Error('a written fiscal receipt cannot be read');
      return row.id;
    },
    get,
    claim: async (id, now, leaseMs) =>
      isOne(
        await store.q
          .updateTable('fiscal_receipts')
          .set((eb) => ({ retry_at: now + leaseMs, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .where('status', '=', PENDING)
          .where('retry_at', '<=', now)
          .executeTakeFirst(),
      ),
    markFiscalised: async (id, registration) =>
      isOne(
        await store.q
          .updateTable('fiscal_receipts')
          .set({
            status: 'fiscalised',
            register_number: registration.registerNumber,
            fiscal_storage: registration.fiscalStorage,
            document_number: registration.documentNumber,
            fiscal_sign: registration.fiscalSign,
            fiscalised_at: registration.fiscalisedAt,
            last_error: null,
          })
          .where('id', '=', id)
          .where('status', '=', PENDING)
          .executeTakeFirst(),
      ),
    async markFailed(id, retryAt, error) {
      await store.q
        .updateTable('fiscal_receipts')
        .set({ retry_at: retryAt, last_error: error.slice(0, 500) })
        .where('id', '=', id)
        .where('status', '=', PENDING)
        .execute();
    },
    async due(now, limit) {
      const rows = await store.q
        .selectFrom('fiscal_receipts')
        .select('id')
        .where('status', '=', PENDING)
        .where('retry_at', '<=', now)
        .orderBy('retry_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
