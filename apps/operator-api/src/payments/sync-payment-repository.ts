import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';
import type { PaymentRepository, PaymentRow } from './payment-repository.ts';

/**
 * TRANSITIONAL (issue 19), goes when billing is on the store: the synchronous reads of the payments
 * table that billing's ledger, history and exports still make through the app's SQLite connection
 * (on PostgreSQL they miss the payments made there, as billing's own rows stay in SQLite). The
 * payments themselves are written and read through payment-repository.ts on the store.
 */
export type SyncPaymentRepository = { [Method in keyof PaymentRepository]: (...args: Parameters<PaymentRepository[Method]>) => Awaited<ReturnType<PaymentRepository[Method]>> };

const COLUMNS = 'id, contragent_id, amount, status, purpose, channel, description, created_at, settled_at';
const MIN_TIME = Number.MIN_SAFE_INTEGER;
const MAX_TIME = Number.MAX_SAFE_INTEGER;

export function createSyncPaymentRepository(db: DatabaseSync): SyncPaymentRepository {
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
