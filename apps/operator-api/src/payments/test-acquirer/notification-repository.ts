import { sql } from 'kysely';
import { all, first, run } from '../../db/store/store.ts';
import type { Store } from '../../db/store/store.ts';

/** A notification the test acquirer owes the payments side until it is acknowledged. */
export interface OwedNotification {
  acquirerPaymentId: string;
  /** The exact JSON the signature covers. */
  body: string;
  attempts: number;
  nextAttemptAt: number;
}

interface OwedRow {
  acquirer_payment_id: string;
  body: string;
  attempts: number;
  next_attempt_at: number;
}

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

const COLUMNS = sql`acquirer_payment_id, body, attempts, next_attempt_at`;

export function createNotificationRepository(store: Store): NotificationRepository {
  return {
    async owe(acquirerPaymentId, body, now) {
      await run(
        store,
        sql`INSERT INTO test_acquirer_notifications (acquirer_payment_id, body, attempts, next_attempt_at, created_at)
          VALUES (${acquirerPaymentId}, ${body}, 0, ${now}, ${now})`,
      );
    },
    due: async (now, limit) =>
      (
        await all(
          store,
          sql<OwedRow>`SELECT ${COLUMNS} FROM test_acquirer_notifications
            WHERE delivered_at IS NULL AND next_attempt_at <= ${now} ORDER BY next_attempt_at LIMIT ${limit}`,
        )
      ).map(toOwed),
    async get(acquirerPaymentId) {
      const row = await first(
        store,
        sql<OwedRow>`SELECT ${COLUMNS} FROM test_acquirer_notifications WHERE acquirer_payment_id = ${acquirerPaymentId}`,
      );
      return row && toOwed(row);
    },
    claim: async (owed, retryAt) =>
      (await run(
        store,
        sql`UPDATE test_acquirer_notifications SET attempts = attempts + 1, next_attempt_at = ${retryAt}
          WHERE acquirer_payment_id = ${owed.acquirerPaymentId} AND delivered_at IS NULL AND next_attempt_at = ${owed.nextAttemptAt}`,
      )) === 1,
    async delivered(acquirerPaymentId, now) {
      await run(
        store,
        sql`UPDATE test_acquirer_notifications SET delivered_at = ${now}, last_error = NULL WHERE acquirer_payment_id = ${acquirerPaymentId}`,
      );
    },
    async failed(acquirerPaymentId, error) {
      await run(
        store,
        sql`UPDATE test_acquirer_notifications SET last_error = ${error.slice(0, 500)} WHERE acquirer_payment_id = ${acquirerPaymentId}`,
      );
    },
  };
}
