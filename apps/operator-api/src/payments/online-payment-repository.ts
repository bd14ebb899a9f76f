import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { PaymentChannel, PaymentPurpose, PaymentStatus } from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
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

/** On the store: every query through `store.q`, so a caller's transaction is joined. */
export interface OnlinePaymentRepository {
  findByKey(scope: string, key: string): Promise<OnlinePaymentRow | undefined>;
  /**
   * Inserts a created payment (card or autopay); undefined when the (scope, key) pair is taken
   * already. The unique index decides, in this process or another instance: of two at once, one
   * inserts and the other (waiting on PostgreSQL for the first's commit) answers undefined.
   */
  insert(payment: NewOnlinePayment): Promise<OnlinePaymentRow | undefined>;
  get(id: number): Promise<OnlinePaymentRow | undefined>;
  /** The acquirer's id of the payment, and its page (none for a saved-card charge). */
  attachSession(id: number, acquirerPaymentId: string, confirmationUrl: string | null): Promise<void>;
  /** Only the acquirer's id, learnt by asking it (the process that had it died first); never replaces one. */
  attachAcquirerId(id: number, acquirerPaymentId: string): Promise<void>;
  /**
   * Settles a created or pending payment once; false when it was settled already. A success also
   * settles a payment given up on without the acquirer's word (expired, or failed as 'abandoned'):
   * the acquirer took the money, so the payment is what it says.
   */
  settle(id: number, status: 'succeeded' | 'failed', settledAt: number, failureCode: FailureCode | null, cardMask: string | null): Promise<boolean>;
  /** Expires one payment if it is still waiting and due; true when it did. */
  expireIfDue(id: number, now: number): Promise<boolean>;
  /** Expires every waiting payment that is due; answers how many. */
  expireDue(now: number): Promise<number>;
  /** Created and pending payments, soonest to expire first, at most `limit`; with `dueBy`, only those expiring by then. */
  listOpen(limit: number, dueBy?: number): Promise<OnlinePaymentRow[]>;
  markPending(id: number): Promise<boolean>;
  saveCard(userId: number, contragentId: number, cardToken: string, cardMask: string, now: number): Promise<void>;
}

const COLUMNS = sql`id, contragent_id, user_id, idempotency_scope, amount, status, purpose, description, created_at, settled_at,
  request_hash, acquirer_payment_id, confirmation_url, receipt_email, receipt_phone, return_path, expires_at,
  failure_code, save_card, card_mask, order_id, service_id`;

export function createOnlinePaymentRepository(store: Store): OnlinePaymentRepository {
  const changed = async (statement: RawBuilder<unknown>) => (await run(store, statement)) === 1;

  return {
    findByKey: (scope, key) =>
      first(store, sql<OnlinePaymentRow>`SELECT ${COLUMNS} FROM payments WHERE idempotency_scope = ${scope} AND idempotency_key = ${key}`),
    insert: (p) =>
      first(
        store,
        sql<OnlinePaymentRow>`INSERT INTO payments (contragent_id, user_id, idempotency_scope, idempotency_key, request_hash, amount,
            status, purpose, channel, description, receipt_email, receipt_phone, return_path, save_card, order_id, service_id,
            created_at, expires_at)
          VALUES (${p.contragentId}, ${p.userId}, ${p.scope}, ${p.key}, ${p.requestHash}, ${p.amount}, 'created', ${p.purpose},
            ${p.channel}, ${p.description}, ${p.receiptEmail}, ${p.receiptPhone}, ${p.returnPath}, ${p.saveCard ? 1 : 0},
            ${p.orderId}, ${p.serviceId}, ${p.createdAt}, ${p.expiresAt})
          ON CONFLICT (idempotency_scope, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
          RETURNING ${COLUMNS}`,
      ),
    get: (id) => first(store, sql<OnlinePaymentRow>`SELECT ${COLUMNS} FROM payments WHERE id = ${id}`),
    async attachAcquirerId(id, acquirerPaymentId) {
      await run(store, sql`UPDATE payments SET acquirer_payment_id = ${acquirerPaymentId} WHERE id = ${id} AND acquirer_payment_id IS NULL`);
    },
    async attachSession(id, acquirerPaymentId, confirmationUrl) {
      await run(store, sql`UPDATE payments SET acquirer_payment_id = ${acquirerPaymentId}, confirmation_url = ${confirmationUrl} WHERE id = ${id}`);
    },
    // Conditional: of two settling at once (two instances got the notification), the second finds it settled.
    settle: (id, status, settledAt, failureCode, cardMask) =>
      changed(sql`UPDATE payments SET status = ${status}, settled_at = ${settledAt}, failure_code = ${failureCode},
        card_mask = COALESCE(${cardMask}, card_mask)
        WHERE id = ${id} AND (status IN ('created', 'pending')
          ${status === 'succeeded' ? sql`OR status = 'expired' OR (status = 'failed' AND failure_code = 'abandoned')` : sql``})`),
    expireIfDue: (id, now) =>
      changed(sql`UPDATE payments SET status = 'expired' WHERE id = ${id} AND status IN ('created', 'pending') AND expires_at <= ${now}`),
    expireDue: (now) => run(store, sql`UPDATE payments SET status = 'expired' WHERE status IN ('created', 'pending') AND expires_at <= ${now}`),
    listOpen: (limit, dueBy) =>
      all(
        store,
        sql<OnlinePaymentRow>`SELECT ${COLUMNS} FROM payments WHERE status IN ('created', 'pending')
          ${dueBy === undefined ? sql`` : sql`AND expires_at <= ${dueBy}`}
          ORDER BY expires_at, id LIMIT ${limit}`,
      ),
    markPending: (id) => changed(sql`UPDATE payments SET status = 'pending' WHERE id = ${id} AND status = 'created'`),
    async saveCard(userId, contragentId, cardToken, cardMask, now) {
      await run(
        store,
        sql`INSERT INTO saved_cards (user_id, contragent_id, card_token, card_mask, created_at)
          VALUES (${userId}, ${contragentId}, ${cardToken}, ${cardMask}, ${now}) ON CONFLICT DO NOTHING`,
      );
    },
  };
}
