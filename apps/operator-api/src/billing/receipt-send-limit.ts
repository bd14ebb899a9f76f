import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import { BILLING_MESSAGES } from './billing-messages.ts';

/** One mailing of a month's receipt per account in this long (a resident's repeated clicks, several tabs, instances). */
export const RECEIPT_RESEND_MS = 60 * 60_000;

/** 429 with the minutes left; `retryAfterSeconds` goes to the Retry-After header. */
export class ReceiptSentRecently extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(period: string, waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    super(429, 'RECEIPT_SENT_RECENTLY', BILLING_MESSAGES.receiptSentRecently(period, minutes));
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

export interface ReceiptSendLimit {
  /**
   * Runs `send` (which writes the mail to the outbox through the store) in one transaction with
   * the claim of this receipt's hour: both happen or neither. Throws ReceiptSentRecently when the
   * receipt was mailed less than an hour ago.
   */
  once<T>(contragentId: number, period: string, send: () => Promise<T>): Promise<T>;
}

export function createReceiptSendLimit(store: Store, now: () => number): ReceiptSendLimit {
  return {
    once: (contragentId, period, send) =>
      store.transaction(async () => {
        const at = now();
        // One statement decides: a new row, or an old one past its hour, is claimed; a row within
        // its hour is left alone (0 rows). On PostgreSQL a concurrent claim waits for this one's
        // commit and then finds the fresh time.
        const claimed = await run(
          store,
          sql`INSERT INTO receipt_sends (contragent_id, period, sent_at) VALUES (${contragentId}, ${period}, ${at})
            ON CONFLICT (contragent_id, period) DO UPDATE SET sent_at = excluded.sent_at
            WHERE receipt_sends.sent_at <= ${at - RECEIPT_RESEND_MS}`,
        );
        if (claimed !== 1) {
          const last = await first(
            store,
            sql<{
              sent_at: number;
            }>`SELECT sent_at FROM receipt_sends WHERE contragent_id = ${contragentId} AND period = ${period}`,
          );
          throw new ReceiptSentRecently(period, Number(last?.sent_at ?? at) + RECEIPT_RESEND_MS - at);
        }
        return send();
      }),
  };
}
