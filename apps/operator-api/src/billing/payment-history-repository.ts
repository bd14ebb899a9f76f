import { sql } from 'kysely';
import type { PaymentKind, PaymentRecord, PaymentTotals } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { all, first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { TimeRange } from '../payments/payment-repository.ts';

/** A line of the history: a payment, or a refund of one (its columns in a payment's names). */
export type HistoryLine = Pick<
  Row<'payments'>,
  'id' | 'created_at' | 'amount' | 'status' | 'purpose' | 'channel' | 'description'
> & {
  kind: PaymentKind;
  order_description: Row<'service_orders'>['description'] | null;
  receipt_id: Row<'fiscal_receipts'>['id'] | null;
};

export interface HistoryFilter extends TimeRange {
  kind?: PaymentKind | undefined;
}

export interface PaymentHistoryRepository {
  /** A page of lines, newest first, with the count and the money of the whole filter. */
  page(
    contragentId: number,
    filter: HistoryFilter & { offset: number; limit: number },
  ): Promise<{ rows: HistoryLine[]; total: number; totals: PaymentTotals }>;
  /** Every line of the filter, newest first (exports). */
  all(contragentId: number, filter: HistoryFilter): Promise<HistoryLine[]>;
}

const MIN_TIME = Number.MIN_SAFE_INTEGER;
const MAX_TIME = Number.MAX_SAFE_INTEGER;

/**
 * The account's payments and its refunds as one list. A payment's kind: the state duty; an order
 * (a service paid apart from the bill, so it never lowers the debt); an installment (a bill payment
 * the settlement allocated to the account's installment schedule, installment_allocations); else
 * the bill. The receipt is linked once the register has made it.
 */
function lines(contragentId: number, from: number, to: number) {
  return sql`
    SELECT p.id, p.created_at, p.amount, p.status, p.purpose, p.channel, p.description,
      CASE
        WHEN p.purpose = 'state-duty' THEN 'state-duty'
        WHEN p.purpose = 'service' OR p.order_id IS NOT NULL THEN 'order'
        WHEN EXISTS (SELECT 1 FROM installment_allocations ia WHERE ia.payment_id = p.id) THEN 'installment'
        ELSE 'bill'
      END AS kind,
      o.description AS order_description,
      (SELECT f.id FROM fiscal_receipts f WHERE f.payment_id = p.id AND f.operation = 'income' AND f.status = 'fiscalised') AS receipt_id
    FROM payments p LEFT JOIN service_orders o ON o.id = p.order_id
    WHERE p.contragent_id = ${contragentId} AND p.created_at BETWEEN ${from} AND ${to}
    UNION ALL
    SELECT r.id, r.created_at, r.amount, 'succeeded', COALESCE(p.purpose, 'service'), COALESCE(p.channel, 'card'), r.reason,
      'refund', o.description,
      (SELECT f.id FROM fiscal_receipts f WHERE f.refund_id = r.id AND f.status = 'fiscalised')
    FROM order_refunds r JOIN service_orders o ON o.id = r.order_id LEFT JOIN payments p ON p.id = r.payment_id
    WHERE o.contragent_id = ${contragentId} AND r.created_at BETWEEN ${from} AND ${to}`;
}

export function createPaymentHistoryRepository(store: Store): PaymentHistoryRepository {
  const filtered = (contragentId: number, { from = MIN_TIME, to = MAX_TIME, kind }: HistoryFilter) =>
    sql`(${lines(contragentId, from, to)}) h ${kind === undefined ? sql`` : sql`WHERE h.kind = ${kind}`}`;
  // Newest first; a refund made in the same millisecond as a payment after it, then by id.
  const order = sql`ORDER BY h.created_at DESC, CASE WHEN h.kind = 'refund' THEN 1 ELSE 0 END DESC, h.id DESC`;

  return {
    async page(contragentId, filter) {
      const rows = await all(
        store,
        sql<HistoryLine>`SELECT h.* FROM ${filtered(contragentId, filter)} ${order} LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      );
      const sums = await first(
        store,
        sql<{ total: number; paid: number; refunded: number }>`SELECT COUNT(*) AS total,
            COALESCE(SUM(CASE WHEN h.kind <> 'refund' AND h.status = 'succeeded' THEN h.amount ELSE 0 END), 0) AS paid,
            COALESCE(SUM(CASE WHEN h.kind = 'refund' THEN h.amount ELSE 0 END), 0) AS refunded
          FROM ${filtered(contragentId, filter)}`,
      );
      return { rows, total: sums?.total ?? 0, totals: { paid: sums?.paid ?? 0, refunded: sums?.refunded ?? 0 } };
    },
    all: (contragentId, filter) =>
      all(store, sql<HistoryLine>`SELECT h.* FROM ${filtered(contragentId, filter)} ${order}`),
  };
}

/** A line as the history lists it. */
export function toPaymentRecord(line: HistoryLine): PaymentRecord {
  return {
    id: line.id,
    kind: line.kind,
    createdAt: new Date(line.created_at).toISOString(),
    amount: line.amount,
    status: line.status,
    purpose: line.purpose,
    channel: line.channel,
    description: line.description,
    order: line.order_description,
    receiptId: line.receipt_id,
  };
}
