import type { DatabaseSync } from 'node:sqlite';
import type { PaymentChannel, PaymentPurpose, PaymentRecord, PaymentStatus } from '@resident/contract';
import { typed } from '../db/rows.ts';

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

export interface PaymentRepository {
  insert(payment: NewPayment): PaymentRow;
  get(id: number): PaymentRow | undefined;
  /** The payment only if it belongs to the contragent; anyone else's is indistinguishable from none. */
  findOfContragent(contragentId: number, id: number): PaymentRow | undefined;
  /** created → pending; false when the payment is no longer 'created'. */
  markPending(id: number): boolean;
  /**
   * Settles a created or pending payment once; false (and nothing changes) when it is settled
   * already, so a repeated acquirer notification cannot settle it twice.
   */
  settle(id: number, status: SettledStatus, settledAt: number): boolean;
  /** The history, newest first, by creation time. */
  list(contragentId: number, query: PaymentListQuery): { rows: PaymentRow[]; total: number };
  /** Every payment of the range, newest first (exports). */
  listAll(contragentId: number, range: TimeRange): PaymentRow[];
  /** Succeeded 'charges' payments, oldest first: what the ledger counts as paid (to a service, when named). */
  succeededCharges(contragentId: number): { amount: number; settled_at: number; service_id: string | null }[];
  /** Payments sent to the acquirer and not settled yet. */
  pendingOf(contragentId: number): { count: number; amount: number };
}

const COLUMNS = 'id, contragent_id, amount, status, purpose, channel, description, created_at, settled_at';
const MIN_TIME = Number.MIN_SAFE_INTEGER;
const MAX_TIME = Number.MAX_SAFE_INTEGER;

export function createPaymentRepository(db: DatabaseSync): PaymentRepository {
  const insert = typed<PaymentRow, [number, number, string, string, string, string, number, number | null]>(
    db.prepare(`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`),
  );
  const get = typed<PaymentRow, [number]>(db.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = ?`));
  const ofContragent = typed<PaymentRow, [number, number]>(
    db.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = ? AND contragent_id = ?`),
  );
  const markPending = db.prepare("UPDATE payments SET status = 'pending' WHERE id = ? AND status = 'created'");
  const settle = db.prepare(
    "UPDATE payments SET status = ?, settled_at = ? WHERE id = ? AND status IN ('created', 'pending')",
  );
  const page = typed<PaymentRow, [number, number, number, number, number]>(
    db.prepare(`SELECT ${COLUMNS} FROM payments
      WHERE contragent_id = ? AND created_at BETWEEN ? AND ?
      ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
  );
  const count = typed<{ total: number }, [number, number, number]>(
    db.prepare('SELECT count(*) AS total FROM payments WHERE contragent_id = ? AND created_at BETWEEN ? AND ?'),
  );
  const all = typed<PaymentRow, [number, number, number]>(
    db.prepare(`SELECT ${COLUMNS} FROM payments
      WHERE contragent_id = ? AND created_at BETWEEN ? AND ?
      ORDER BY created_at DESC, id DESC`),
  );
  const succeeded = typed<{ amount: number; settled_at: number; service_id: string | null }, [number]>(
    db.prepare(`SELECT amount, settled_at, service_id FROM payments
      WHERE contragent_id = ? AND status = 'succeeded' AND purpose = 'charges' AND settled_at IS NOT NULL
      ORDER BY settled_at`),
  );
  const pending = typed<{ count: number; amount: number }, [number]>(
    db.prepare(`SELECT count(*) AS count, coalesce(sum(amount), 0) AS amount FROM payments
      WHERE contragent_id = ? AND status = 'pending'`),
  );

  return {
    insert(payment) {
      const row = insert.get(
        payment.contragentId,
        payment.amount,
        payment.status,
        payment.purpose,
        payment.channel,
        payment.description,
        payment.createdAt,
        payment.settledAt ?? null,
      );
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },
    get: (id) => get.get(id),
    findOfContragent: (contragentId, id) => ofContragent.get(id, contragentId),
    markPending: (id) => Number(markPending.run(id).changes) === 1,
    settle: (id, status, settledAt) => Number(settle.run(status, settledAt, id).changes) === 1,
    list(contragentId, { from = MIN_TIME, to = MAX_TIME, offset, limit }) {
      return {
        rows: page.all(contragentId, from, to, limit, offset),
        total: count.get(contragentId, from, to)?.total ?? 0,
      };
    },
    listAll: (contragentId, { from = MIN_TIME, to = MAX_TIME }) => all.all(contragentId, from, to),
    succeededCharges: (contragentId) => succeeded.all(contragentId),
    pendingOf: (contragentId) => pending.get(contragentId) ?? { count: 0, amount: 0 },
  };
}

/** A row as the history lists it. */
export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    amount: row.amount,
    status: row.status,
    purpose: row.purpose,
    channel: row.channel,
    description: row.description,
  };
}
