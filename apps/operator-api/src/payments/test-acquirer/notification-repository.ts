import type { Row } from '../../db/database-schema.ts';
import type { Store } from '../../db/store/store.ts';

/** A notification the test acquirer owes the payments side until it is acknowledged. */
export interface OwedNotification {
  acquirerPaymentId: string;
  /** The exact JSON the signature covers. */
  body: string;
  attempts: number;
  nextAttemptAt: number;
}

type OwedRow = Pick<
  Row<'test_acquirer_notifications'>,
  'acquirer_payment_id' | 'body' | 'attempts' | 'next_attempt_at'
>;

/** On the store: any instance resends what another one owed when it died. */
export interface NotificationRepository {
  /** Records the notification; joins the transaction that finishes its session. */
  owe(acquirerPaymentId: string, body: string, now: number): Promise<void>;
  /** Undelivered notifications due by `now`, oldest first. */
  due(now: number, limit: number): Promise<OwedNotification[]>;
  get(acquirerPaymentId: string): Promise<OwedNotification | undefined>;
  /**
   * Takes the attempt: moves its next attempt on to `retryAt` if nobody else took it since it was
   * read (the same `nextAttemptAt`). Of two instances sending at once, one sends.
   */
  claim(owed: OwedNotification, retryAt: number): Promise<boolean>;
  delivered(acquirerPaymentId: string, now: number): Promise<void>;
  /** Notes why the attempt failed; its claim already set when the next one comes. */
  failed(acquirerPaymentId: string, error: string): Promise<void>;
}

const toOwed = (row: OwedRow): OwedNotification => ({
  acquirerPaymentId: row.acquirer_payment_id,
  body: row.body,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
});

const COLUMNS = ['acquirer_payment_id', 'body', 'attempts', 'next_attempt_at'] as const;

export function createNotificationRepository(store: Store): NotificationRepository {
  return {
    async owe(acquirerPaymentId, body, now) {
      await store.q
        .insertInto('test_acquirer_notifications')
        .values({ acquirer_payment_id: acquirerPaymentId, body, attempts: 0, next_attempt_at: now, created_at: now })
        .execute();
    },
    due: async (now, limit) =>
      (
        await store.q
          .selectFrom('test_acquirer_notifications')
          .select(COLUMNS)
          .where('delivered_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .execute()
      ).map(toOwed),
    async get(acquirerPaymentId) {
      const row: OwedRow | undefined = await store.q
        .selectFrom('test_acquirer_notifications')
        .select(COLUMNS)
        .where('acquirer_payment_id', '=', acquirerPaymentId)
        .executeTakeFirst();
      return row && toOwed(row);
    },
    claim: async (owed, retryAt) =>
      (
        await store.q
          .updateTable('test_acquirer_notifications')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: retryAt }))
          .where('acquirer_payment_id', '=', owed.acquirerPaymentId)
          .where('delivered_at', 'is', null)
          .where('next_attempt_at', '=', owed.nextAttemptAt)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,
    async delivered(acquirerPaymentId, now) {
      await store.q
        .updateTable('test_acquirer_notifications')
        .set({ delivered_at: now, last_error: null })
        .where('acquirer_payment_id', '=', acquirerPaymentId)
        .execute();
    },
    async failed(acquirerPaymentId, error) {
      await store.q
        .updateTable('test_acquirer_notifications')
        .set({ last_error: error.slice(0, 500) })
        .where('acquirer_payment_id', '=', acquirerPaymentId)
        .execute();
    },
  };
}
