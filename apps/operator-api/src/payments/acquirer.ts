import type { AcquirerNotification } from '@resident/contract';

/**
 * Why a payment failed, in acquirer-neutral words: an adapter maps its acquirer's own codes onto
 * these, and the payments service turns them into the Russian text the resident reads.
 */
export const FAILURE_CODES = ['declined', '3ds-failed', 'unavailable', 'cancelled', 'abandoned', 'other'] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** What the acquirer is told about a payment when the resident is about to pay it. */
export interface PaymentForAcquirer {
  id: number;
  /** Kopecks. */
  amount: number;
  /** e.g. 'Оплата по лицевому счёту 7700000001'. */
  description: string;
  /** Where the acquirer's page sends the resident back: the portal path with `?payment={id}`. */
  returnUrl: string;
  /** Unix ms after which the acquirer must not charge (the payment expires on our side). */
  expiresAt: number;
  /** Ask the acquirer for a card token (autopay). */
  saveCard: boolean;
  /** The fiscal receipt's contact: acquirers with a cloud cash register send the 54-ФЗ receipt themselves. */
  receiptEmail: string | undefined;
  receiptPhone: string | undefined;
}

export interface AcquirerSession {
  /** The acquirer's own id of the payment (kept for reconciliation and support). */
  acquirerPaymentId: string;
  /** The acquirer's hosted page where the resident enters the card. */
  confirmationUrl: string;
}

/** A charge of a saved card that nobody confirms at a page (autopay: a merchant-initiated payment). */
export interface SavedCardCharge {
  id: number;
  /** Kopecks. */
  amount: number;
  description: string;
  /** The token the acquirer issued when the resident paid with «Сохранить карту». */
  cardToken: string;
  receiptEmail: string | undefined;
}

/** The acquirer's answer to a saved-card charge, with the failure already mapped onto our codes. */
export interface SavedCardChargeResult {
  acquirerPaymentId: string;
  status: 'succeeded' | 'failed';
  reason?: FailureCode;
  cardMask?: string;
}

/**
 * What the acquirer says about one payment when asked (the reconciler, the expiry sweeper, the
 * payer's return to the portal). Only `succeeded` means money was taken.
 */
export type AcquirerPaymentStatus =
  | { status: 'succeeded'; cardMask?: string; cardToken?: string }
  | { status: 'failed'; reason: FailureCode; cardMask?: string }
  /**
   * Still open on the acquirer's side. `cardEntered`: the payer submitted the card and the bank is
   * deciding (3-D Secure…), so it may still be charged; false: nothing was entered on the page.
   */
  | { status: 'pending'; cardEntered: boolean }
  /** Closed without a charge, and it never will be charged (its lifetime passed, the payer left). */
  | { status: 'abandoned' }
  /** The acquirer has no such payment. */
  | { status: 'unknown' };

/**
 * Which payment to ask about: always ours (acquirers keep the merchant's order id), and the
 * acquirer's own id once its answer to createSession or chargeSavedCard was stored — a process killed
 * before that (the acquirer charged a saved card, our row does not know it yet) is asked by ours.
 */
export interface PaymentStatusQuery {
  paymentId: number;
  acquirerPaymentId: string | null;
}

/** The status, with the acquirer's id of the payment when it has one (asked by our id only, it tells it here). */
export type AcquirerPaymentAnswer = AcquirerPaymentStatus & { acquirerPaymentId?: string };

/** A notification whose signature held; `reason` already mapped onto our failure codes. */
export type VerifiedNotification = Omit<AcquirerNotification, 'reason'> & { reason?: FailureCode };

export type NotificationCheck =
  { ok: true; notification: VerifiedNotification } | { ok: false; problem: 'signature' | 'malformed' };

/**
 * What a payment acquirer (YooKassa, CloudPayments, a bank's internet acquiring…) implements to
 * take the portal's card payments. The built-in test acquirer (`test-acquirer/`) is one; a real one
 * is another module with the same methods, chosen in register-payments.ts.
 */
export interface Acquirer {
  /**
   * Registers the payment with the acquirer and answers its hosted page. Throws
   * AcquirerUnavailableError when the acquirer cannot be reached: nothing is charged then.
   */
  createSession(payment: PaymentForAcquirer): Promise<AcquirerSession>;
  /**
   * Checks a server-to-server notification exactly as it arrived (raw body and headers: the
   * signature covers the bytes, not a re-serialised object) and parses it.
   */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): NotificationCheck;
  /**
   * Charges a saved card by its token (autopay) and answers the outcome: acquirers' token-charge
   * calls answer at once. Throws AcquirerUnavailableError when the acquirer cannot be reached:
   * nothing is charged then. A notification that follows for the same payment changes nothing.
   */
  chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
  /**
   * Asks the acquirer where a payment stands (YooKassa's GET /payments/{id}, CloudPayments'
   * /payments/find by InvoiceId…): by `acquirerPaymentId` when known, else by our `paymentId`.
   * The reconciler calls it for every open payment before it expires, and a read of the payment on
   * the portal calls it too, so a lost notification never leaves a charged card with an open
   * payment. Throws AcquirerUnavailableError (or any error) when the acquirer cannot be reached:
   * nothing changes then, it is asked again later.
   */
  getPaymentStatus(query: PaymentStatusQuery): Promise<AcquirerPaymentAnswer>;
}

/** The acquirer did not answer or refused to open a session; the resident is asked to try later. */
export class AcquirerUnavailableError extends Error {
  constructor(message = 'acquirer unavailable', options?: ErrorOptions) {
    super(message, options);
    this.name = 'AcquirerUnavailableError';
  }
}

/**
 * What the acquirer side reports back besides notifications. The test acquirer calls it when the
 * payer submits the card on its page (the payment becomes pending: the bank is deciding); a real
 * acquirer that reports the same moment (a "waiting for 3-D Secure" webhook) calls it from its
 * adapter, one that does not leaves payments `created` until they settle or expire.
 */
export interface PaymentEvents {
  opened(paymentId: number): Promise<void>;
}
