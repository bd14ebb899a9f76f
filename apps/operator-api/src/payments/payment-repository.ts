import { sql } from 'kysely';
import type { PaymentChannel, PaymentPurpose, PaymentStatus } from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface PaymentRow {
  id: number;
  contragent_id: number;
  amount: number;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  channel: PaymentChannel;
  description: string;
  created_at: number;
  settled_at: number | null;
}

export interface NewPayment {
  contragentId: number;
  amount: number;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  channel: PaymentChannel;
  description: string;
  createdAt: number;
  settledAt?: number | null;
}

/** Created-at bounds in milliseconds, both inclusive; undefined: open. */
export interface TimeRange {
  from?: number;
  to?: number;
}

export interface PaymentListQuery extends TimeRange {
  offset: number;
  limit: number;
}

/** The settled outcomes: a payment leaves created/pending once, for one of these. */
export type SettledStatus = Extract<PaymentStatus, 'succeeded' | 'failed' | 'expired'>;

/** On the store: every query through `store.q`, so a caller's transaction is joined. */
export interface PaymentRepository {
  insert(payment: NewPayment): Promise<PaymentRow>;
  get(id: number): Promise<PaymentRow | undefined>;
  /** The payment only if it belongs to the contragent; anyone else's is indistinguishable from none. */
  findOfContragent(contragentId: number, id: number): Promise<PaymentRow | undefined>;
  /** created → pending; false when the payment is no longer 'created'. */
  markPending(id: number): Promise<boolean>;
  /**
   * Settles a created or pending payment once; false (and nothing changes) when it is settled
   * already, so a repeated acquirer notification cannot settle it twice.
   */
  settle(id: number, status: SettledStatus, settledAt: number): Promise<boolean>;
  /** The history, newest first, by creation time. */
  list(contragentId: number, query: PaymentListQuery): Promise<{ rows: PaymentRow[]; total: number }>;
  /** Every payment of the range, newest first (exports). */
  listAll(contragentId: number, range: TimeRange): Promise<PaymentRow[]>;
  /** What billing reads of an account's payments, in one statement (the summary needs both halves). */
  billingPayments(contragentId: number): Promise<BillingPayments>;
}

export interface BillingPayments {
  /** Succeeded 'charges' payments, oldest first: what the ledger counts as paid (to a service, when named). */
  settled: { amount: number; settled_at: number; service_id: string | null }[];
  /** Payments sent to the acquirer and not settled yet. */
  pending: { count: number; amount: number };
}

const COLUMNS = sql`id, contragent_id, amount, status, purpose, channel, description, created_at, settled_at`;
const MIN_TIME = Number.MIN_SAFE_INTEGER;
const MAX_TIME = Number.MAX_SAFE_INTEGER;

export function createPaymentRepository(store: Store): PaymentRepository {
  const inRange = (contragentId: number, from: number, to: number) =>
    sql`contragent_id = ${contragentId} AND created_at BETWEEN ${from} AND ${to}`;

  return {
    async insert(payment) {
      const row = await first(
        store,
        sql<PaymentRow>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
          VALUES (${payment.contragentId}, ${payment.amount}, ${payment.status}, ${payment.purpose}, ${payment.channel},
            ${payment.description}, ${payment.createdAt}, ${payment.settledAt ?? null})
          RETURNING ${COLUMNS}`,
      );
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },
    get: (id) => first(store, sql<PaymentRow>`SELECT ${COLUMNS} FROM payments WHERE id = ${id}`),
    findOfContragent: (contragentId, id) =>
      first(store, sql<PaymentRow>`SELECT ${COLUMNS} FROM payments WHERE id = ${id} AND contragent_id = ${contragentId}`),
    markPending: async (id) => (await run(store, sql`UPDATE payments SET status = 'pending' WHERE id = ${id} AND status = 'created'`)) === 1,
    settle: async (id, status, settledAt) =>
      (await run(
        store,
        sql`UPDATE payments SET status = ${status}, settled_at = ${settledAt} WHERE id = ${id} AND status IN ('created', 'pending')`,
      )) === 1,
    async list(contragentId, { from = MIN_TIME, to = MAX_TIME, offset, limit }) {
      const rows = await all(
        store,
        sql<PaymentRow>`SELECT ${COLUMNS} FROM payments WHERE ${inRange(contragentId, from, to)}
          ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      const count = await first(store, sql<{ total: number }>`SELECT COUNT(*) AS total FROM payments WHERE ${inRange(contragentId, from, to)}`);
      return { rows, total: count?.total ?? 0 };
    },
    listAll: (contragentId, { from = MIN_TIME, to = MAX_TIME }) =>
      all(store, sql<PaymentRow>`SELECT ${COLUMNS} FROM payments WHERE ${inRange(contragentId, from, to)} ORDER BY created_at DESC, id DESC`),
    async billingPayments(contragentId) {
      const rows = await all(
        store,
        sql<{ status: string; amount: number; settled_at: number | null; service_id: string | null }>`SELECT status, amount, settled_at, service_id
          FROM payments
          WHERE contragent_id = ${contragentId}
            AND (status = 'pending' OR (status = 'succeeded' AND purpose = 'charges' AND settled_at IS NOT NULL))
          ORDER BY settled_at, id`,
      );
      const settled: BillingPayments['settled'] = [];
      const pending = { count: 0, amount: 0 };
      for (const { status, amount, settled_at, service_id } of rows) {
        if (status === 'pending') {
          pending.count += 1;
          pending.amount += amount;
        } else if (settled_at !== null) settled.push({ amount, settled_at, service_id });
      }
      return { settled, pending };
    },
  };
}
