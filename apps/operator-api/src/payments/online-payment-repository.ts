import type { DatabaseSync } from 'node:sqlite';
import type { PaymentChannel, PaymentPurpose, PaymentStatus } from '@resident/contract';
import { typed } from '../db/rows.ts';
import type { FailureCode } from './acquirer.ts';

/** A payments row with the online columns of 006. */
export interface OnlinePaymentRow {
  id: number;
  contragent_id: number;
  user_id: number | null;
  /** 'user:{id}' or 'public:{contragentId}'; null for payments that did not come through the API (seed). */
  idempotency_scope: string | null;
  amount: number;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  description: string;
  created_at: number;
  settled_at: number | null;
  request_hash: string | null;
  acquirer_payment_id: string | null;
  confirmation_url: string | null;
  receipt_email: string | null;
  receipt_phone: string | null;
  return_path: string | null;
  expires_at: number | null;
  failure_code: FailureCode | null;
  save_card: number;
  card_mask: string | null;
  order_id: number | null;
  service_id: string | null;
}

export interface NewOnlinePayment {
  contragentId: number;
  userId: number | null;
  scope: string;
  key: string;
  requestHash: string;
  amount: number;
  purpose: PaymentPurpose;
  /** 'card' at the acquirer's page, 'autopay' for a saved card charged without the resident. */
  channel: Extract<PaymentChannel, 'card' | 'autopay'>;
  description: string;
  receiptEmail: string | null;
  receiptPhone: string | null;
  /** Null for an autopayment: nobody comes back from a page. */
  returnPath: string | null;
  saveCard: boolean;
  orderId: number | null;
  serviceId: string | null;
  createdAt: number;
  expiresAt: number;
}

export interface OnlinePaymentRepository {
  findByKey(scope: string, key: string): OnlinePaymentRow | undefined;
  /** Inserts a created payment (card or autopay); undefined when the (scope, key) pair is taken already. */
  insert(payment: NewOnlinePayment): OnlinePaymentRow | undefined;
  get(id: number): OnlinePaymentRow | undefined;
  /** The acquirer's id of the payment, and its page (none for a saved-card charge). */
  attachSession(id: number, acquirerPaymentId: string, confirmationUrl: string | null): void;
  /** Settles a created or pending payment once; false when it was settled already. */
  settle(id: number, status: 'succeeded' | 'failed', settledAt: number, failureCode: FailureCode | null, cardMask: string | null): boolean;
  /** Expires one payment if it is still waiting and due; true when it did. */
  expireIfDue(id: number, now: number): boolean;
  /** Expires every waiting payment that is due; answers how many. */
  expireDue(now: number): number;
  markPending(id: number): boolean;
  saveCard(userId: number, contragentId: number, cardToken: string, cardMask: string, now: number): void;
}

const COLUMNS = `id, contragent_id, user_id, idempotency_scope, amount, status, purpose, description, created_at, settled_at,
  request_hash, acquirer_payment_id, confirmation_url, receipt_email, receipt_phone, return_path, expires_at,
  failure_code, save_card, card_mask, order_id, service_id`;

export function createOnlinePaymentRepository(db: DatabaseSync): OnlinePaymentRepository {
  const byKey = typed<OnlinePaymentRow, [string, string]>(
    db.prepare(`SELECT ${COLUMNS} FROM payments WHERE idempotency_scope = ? AND idempotency_key = ?`),
  );
  // The unique index decides between concurrent inserts, in this process or another one.
  const insert = typed<OnlinePaymentRow>(
    db.prepare(`INSERT INTO payments (contragent_id, user_id, idempotency_scope, idempotency_key, request_hash, amount,
        status, purpose, channel, description, receipt_email, receipt_phone, return_path, save_card, order_id, service_id,
        created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (idempotency_scope, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
      RETURNING ${COLUMNS}`),
  );
  const get = typed<OnlinePaymentRow, [number]>(db.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = ?`));
  const attach = db.prepare('UPDATE payments SET acquirer_payment_id = ?, confirmation_url = ? WHERE id = ?');
  const settle = db.prepare(`UPDATE payments SET status = ?, settled_at = ?, failure_code = ?, card_mask = coalesce(?, card_mask)
    WHERE id = ? AND status IN ('created', 'pending')`);
  const expireOne = db.prepare(`UPDATE payments SET status = 'expired'
    WHERE id = ? AND status IN ('created', 'pending') AND expires_at <= ?`);
  const expireAll = db.prepare(`UPDATE payments SET status = 'expired'
    WHERE status IN ('created', 'pending') AND expires_at <= ?`);
  const markPending = db.prepare("UPDATE payments SET status = 'pending' WHERE id = ? AND status = 'created'");
  const saveCard = db.prepare(`INSERT INTO saved_cards (user_id, contragent_id, card_token, card_mask, created_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);

  return {
    findByKey: (scope, key) => byKey.get(scope, key),
    insert: (p) =>
      insert.get(
        p.contragentId,
        p.userId,
        p.scope,
        p.key,
        p.requestHash,
        p.amount,
        p.purpose,
        p.channel,
        p.description,
        p.receiptEmail,
        p.receiptPhone,
        p.returnPath,
        p.saveCard ? 1 : 0,
        p.orderId,
        p.serviceId,
        p.createdAt,
        p.expiresAt,
      ),
    get: (id) => get.get(id),
    attachSession(id, acquirerPaymentId, confirmationUrl) {
      attach.run(acquirerPaymentId, confirmationUrl, id);
    },
    settle: (id, status, settledAt, failureCode, cardMask) =>
      Number(settle.run(status, settledAt, failureCode, cardMask, id).changes) === 1,
    expireIfDue: (id, now) => Number(expireOne.run(id, now).changes) === 1,
    expireDue: (now) => Number(expireAll.run(now).changes),
    markPending: (id) => Number(markPending.run(id).changes) === 1,
    saveCard(userId, contragentId, cardToken, cardMask, now) {
      saveCard.run(userId, contragentId, cardToken, cardMask, now);
    },
  };
}
