import type { VerifiedNotification } from './acquirer.ts';

/** What settling a notification did; only the first of repeated notifications changes anything. */
export type SettleOutcome = 'settled' | 'already-settled' | 'unknown-payment' | 'mismatch';

/** Settles an acquirer's verified notification: the payment service does it, the notification route calls it. */
export interface PaymentSettlement {
  settle(notification: VerifiedNotification): Promise<SettleOutcome>;
}
