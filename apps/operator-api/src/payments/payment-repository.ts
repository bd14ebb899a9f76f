import { sql } from 'kysely';
import type { PaymentChannel, PaymentPurpose, PaymentStatus } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import type { Store } from '../db/store/store.ts';

const COLUMNS = [
  'id',
  'contragent_id',
  'amount',
  'status',
  'purpose',
  'channel',
  'description',
  'created_at',
  'settled_at',
] as const;

export type PaymentRow = Pick<Row<'payments'>, (typeof COLUMNS)[number]>;

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

const MIN_TIME = Number.MIN_SAFE_INTEGER;
const MAX_TIME = Number.MAX_SAFE_INTEGER;

/**
 * Literals, not parameters: a statement on the open payments must match the partial index
 * payments_open_expiry (`WHERE status IN ('created', 'pending')`) to use it, on both backends.
 */
const OPEN_STATUSES = [sql.lit('created' as const), sql.lit('pending' as const)];

export function createPaymentRepository(store: Store): PaymentRepository {
  const inRange = (contragentId: number, from: number, to: number) =>
    store.q
      .selectFrom('payments')
      .where('contragent_id', '=', contragentId)
      .where((eb) => eb.between('created_at', from, to));

  return {
    async insert(payment) {
      return store.q
        .insertInto('payments')
        .values({
          contragent_id: payment.contragentId,
          amount: payment.amount,
          status: payment.status,
          purpose: payment.purpose,
          channel: payment.channel,
          description: payment.description,
          created_at: payment.createdAt,
          settled_at: payment.settledAt ?? null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(() => new Error('payment insert returned no row'));
    },
    get: (id) => store.q.selectFrom('payments').select(COLUMNS).where('id', '=', id).executeTakeFirst(),
    findOfContragent: (contragentId, id) =>
      store.q
        .selectFrom('payments')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('contragent_id', '=', contragentId)
        .executeTakeFirst(),
    async markPending(id) {
      const { numUpdatedRows } = await store.q
        .updateTable('payments')
        .set({ status: 'pending' })
        .where('id', '=', id)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },
    async settle(id, status, settledAt) {
      const { numUpdatedRows } = await store.q
        .updateTable('payments')
        .set({ status, settled_at: settledAt })
        .where('id', '=', id)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },
    async list(contragentId, { from = MIN_TIME, to = MAX_TIME, offset, limit }) {
      const rows = await inRange(contragentId, from, to)
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await inRange(contragentId, from, to)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return { rows, total: count?.total ?? 0 };
    },
    listAll: (contragentId, { from = MIN_TIME, to = MAX_TIME }) =>
      inRange(contragentId, from, to).select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    async billingPayments(contragentId) {
      const rows = await store.q
        .selectFrom('payments')
        .select(['status', 'amount', 'settled_at', 'service_id'])
        .where('contragent_id', '=', contragentId)
        .where((eb) =>
          eb.or([
            eb('status', '=', sql.lit('pending' as const)),
            eb.and([
              eb('status', '=', sql.lit('succeeded' as const)),
              eb('purpose', '=', sql.lit('charges' as const)),
              eb('settled_at', 'is not', null),
            ]),
          ]),
        )
        .orderBy('settled_at')
        .orderBy('id')
        .execute();
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
