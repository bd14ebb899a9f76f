import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { PaymentChannel, PaymentPurpose } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { FailureCode } from './acquirer.ts';

const COLUMNS = [
  'id',
  'contragent_id',
  'user_id',
  'idempotency_scope',
  'amount',
  'status',
  'purpose',
  'description',
  'created_at',
  'settled_at',
  'request_hash',
  'acquirer_payment_id',
  'confirmation_url',
  'receipt_email',
  'receipt_phone',
  'return_path',
  'expires_at',
  'failure_code',
  'save_card',
  'card_mask',
  'order_id',
  'service_id',
] as const;
const SQL_COLUMNS = sql.join(COLUMNS.map((column) => sql.ref(column)));

/**
 * A payments row with the online columns of 006. idempotency_scope is 'user:{id}' or
 * 'public:{contragentId}'; null for payments that did not come through the API (seed).
 */
export type OnlinePaymentRow = Pick<Row<'payments'>, Exclude<(typeof COLUMNS)[number], 'failure_code'>> & {
  failure_code: FailureCode | null;
};

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
  settle(
    id: number,
    status: 'succeeded' | 'failed',
    settledAt: number,
    failureCode: FailureCode | null,
    cardMask: string | null,
  ): Promise<boolean>;
  /** Expires one payment if it is still waiting and due; true when it did. */
  expireIfDue(id: number, now: number): Promise<boolean>;
  /** Expires every waiting payment that is due; answers how many. */
  expireDue(now: number): Promise<number>;
  /** Created and pending payments, soonest to expire first, at most `limit`; with `dueBy`, only those expiring by then. */
  listOpen(limit: number, dueBy?: number): Promise<OnlinePaymentRow[]>;
  markPending(id: number): Promise<boolean>;
  saveCard(userId: number, contragentId: number, cardToken: string, cardMask: string, now: number): Promise<void>;
}

/**
 * Literals, not parameters: a statement on the open payments must match the partial index
 * payments_open_expiry (`WHERE status IN ('created', 'pending')`) to use it, on both backends.
 */
const OPEN_STATUSES = [sql.lit('created' as const), sql.lit('pending' as const)];

export function createOnlinePaymentRepository(store: Store): OnlinePaymentRepository {
  const changed = async (statement: RawBuilder<unknown>) => (await run(store, statement)) === 1;
  /** The failure code is one of the acquirer's: the app writes nothing else there. */
  const select = () =>
    store.q.selectFrom('payments').select(COLUMNS).$narrowType<{ failure_code: FailureCode | null }>();
  /** A waiting payment that is due: expired once, by whoever comes first. */
  const expireDue = (now: number) =>
    store.q
      .updateTable('payments')
      .set({ status: 'expired' })
      .where('status', 'in', OPEN_STATUSES)
      .where('expires_at', '<=', now);

  return {
    findByKey: (scope, key) =>
      select().where('idempotency_scope', '=', scope).where('idempotency_key', '=', key).executeTakeFirst(),
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
          RETURNING ${SQL_COLUMNS}`,
      ),
    get: (id) => select().where('id', '=', id).executeTakeFirst(),
    async attachAcquirerId(id, acquirerPaymentId) {
      await store.q
        .updateTable('payments')
        .set({ acquirer_payment_id: acquirerPaymentId })
        .where('id', '=', id)
        .where('acquirer_payment_id', 'is', null)
        .execute();
    },
    async attachSession(id, acquirerPaymentId, confirmationUrl) {
      await store.q
        .updateTable('payments')
        .set({ acquirer_payment_id: acquirerPaymentId, confirmation_url: confirmationUrl })
        .where('id', '=', id)
        .execute();
    },
    // Conditional: of two settling at once (two instances got the notification), the second finds it settled.
    settle: (id, status, settledAt, failureCode, cardMask) =>
      changed(sql`UPDATE payments SET status = ${status}, settled_at = ${settledAt}, failure_code = ${failureCode},
        card_mask = COALESCE(${cardMask}, card_mask)
        WHERE id = ${id} AND (status IN ('created', 'pending')
          ${status === 'succeeded' ? sql`OR status = 'expired' OR (status = 'failed' AND failure_code = 'abandoned')` : sql``})`),
    async expireIfDue(id, now) {
      const { numUpdatedRows } = await expireDue(now).where('id', '=', id).executeTakeFirst();
      return numUpdatedRows === 1n;
    },
    async expireDue(now) {
      const { numUpdatedRows } = await expireDue(now).executeTakeFirst();
      return Number(numUpdatedRows);
    },
    listOpen(limit, dueBy) {
      let open = select().where('status', 'in', OPEN_STATUSES);
      if (dueBy !== undefined) open = open.where('expires_at', '<=', dueBy);
      return open.orderBy('expires_at').orderBy('id').limit(limit).execute();
    },
    async markPending(id) {
      const { numUpdatedRows } = await store.q
        .updateTable('payments')
        .set({ status: 'pending' })
        .where('id', '=', id)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },
    async saveCard(userId, contragentId, cardToken, cardMask, now) {
      await store.q
        .insertInto('saved_cards')
        .values({
          user_id: userId,
          contragent_id: contragentId,
          card_token: cardToken,
          card_mask: cardMask,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  };
}
