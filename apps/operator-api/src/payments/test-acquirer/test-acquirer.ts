import { randomBytes } from 'node:crypto';
import { AcquirerNotificationSchema } from '@resident/contract';
import type { Store } from '../../db/store/store.ts';
import { FAILURE_CODES } from '../acquirer.ts';
import type {
  Acquirer,
  AcquirerPaymentStatus,
  FailureCode,
  NotificationCheck,
  SavedCardChargeResult,
} from '../acquirer.ts';
import { SIGNATURE_HEADER, verifyNotificationSignature } from '../notification-signature.ts';
import { createCardRepository } from './card-repository.ts';
import type { CardRepository } from './card-repository.ts';
import { createNotificationRepository } from './notification-repository.ts';
import type { NotificationRepository } from './notification-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import type { SessionRepository, TestAcquirerSession } from './session-repository.ts';

/** Where the hosted page lives (the portal proxies /api, so the resident stays on one origin). */
export const TEST_ACQUIRER_PREFIX = '/api/test-acquirer';
export const payPagePath = (token: string) => `${TEST_ACQUIRER_PREFIX}/pay/${token}`;

export interface TestAcquirer {
  acquirer: Acquirer;
  sessions: SessionRepository;
  /** The card tokens its page issued (a payment with saveCard). */
  cards: CardRepository;
  /** The notifications it owes until they are acknowledged. */
  notifications: NotificationRepository;
}

const newAcquirerPaymentId = () => `test_${randomBytes(12).toString('hex')}`;

function failureCodeOf(reason: string | undefined): FailureCode | undefined {
  if (reason === undefined) return undefined;
  return (FAILURE_CODES as readonly string[]).includes(reason) ? (reason as FailureCode) : 'other';
}

/** Parses a notification whose bytes are already known to be authentic. */
export function parseNotification(rawBody: string): NotificationCheck {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parsed = AcquirerNotificationSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const { reason, ...rest } = parsed.data;
  const code = failureCodeOf(reason);
  return { ok: true, notification: code ? { ...rest, reason: code } : rest };
}

/** What the test acquirer answers about a session when asked: from its outcome, state and lifetime. */
export function statusOfSession(session: TestAcquirerSession | undefined, now: number): AcquirerPaymentStatus {
  if (!session) return { status: 'unknown' };
  if (session.state === 'done') {
    const check = session.outcome === null ? undefined : parseNotification(session.outcome);
    if (!check?.ok) return { status: 'unknown' };
    const { status, cardMask, cardToken, reason } = check.notification;
    if (status === 'succeeded')
      return { status, ...(cardMask ? { cardMask } : {}), ...(cardToken ? { cardToken } : {}) };
    return { status, reason: reason ?? 'other', ...(cardMask ? { cardMask } : {}) };
  }
  // Its page refuses to charge a session past its lifetime.
  if (now >= session.expiresAt) return { status: 'abandoned' };
  return { status: 'pending', cardEntered: session.state === '3ds' };
}

/**
 * The built-in acquirer for local runs and tests: its sessions live in its own table, its page is
 * served by this API (test-acquirer-routes.ts), and it notifies through the same signed route a
 * real acquirer calls, again and again until acknowledged (notification-sender.ts). Its
 * notification reasons are already our failure codes.
 */
export function createTestAcquirer(store: Store, secret: string, now: () => number): TestAcquirer {
  const sessions = createSessionRepository(store);
  const cards = createCardRepository(store);
  const notifications = createNotificationRepository(store);
  return {
    sessions,
    cards,
    notifications,
    acquirer: {
      async createSession(payment) {
        const token = randomBytes(24).toString('base64url');
        const acquirerPaymentId = newAcquirerPaymentId();
        await sessions.create(
          {
            token,
            paymentId: payment.id,
            acquirerPaymentId,
            amount: payment.amount,
            description: payment.description,
            returnUrl: payment.returnUrl,
            expiresAt: payment.expiresAt,
            saveCard: payment.saveCard,
          },
          now(),
        );
        return { acquirerPaymentId, confirmationUrl: payPagePath(token) };
      },
      verifyNotification(rawBody, headers) {
        if (!verifyNotificationSignature(secret, rawBody, headers[SIGNATURE_HEADER]))
          return { ok: false, problem: 'signature' };
        return parseNotification(rawBody);
      },
      // Answers at once, as acquirers' token-charge calls do; a token it never issued is declined.
      // The charge is kept as a finished session, so it can be asked about by the payment's id.
      async chargeSavedCard(charge) {
        const card = await cards.find(charge.cardToken);
        const acquirerPaymentId = newAcquirerPaymentId();
        let result: SavedCardChargeResult;
        if (!card) result = { acquirerPaymentId, status: 'failed', reason: 'declined' };
        else if (card.recurring === 'declined')
          result = { acquirerPaymentId, status: 'failed', reason: 'declined', cardMask: card.cardMask };
        else result = { acquirerPaymentId, status: 'succeeded', cardMask: card.cardMask };
        const { status, reason, cardMask } = result;
        const outcome = JSON.stringify({
          paymentId: charge.id,
          acquirerPaymentId,
          amount: charge.amount,
          status,
          ...(reason ? { reason } : {}),
          ...(cardMask ? { cardMask } : {}),
        });
        const token = randomBytes(24).toString('base64url');
        await sessions.recordCharge(
          {
            token,
            paymentId: charge.id,
            acquirerPaymentId,
            amount: charge.amount,
            description: charge.description,
            outcome,
            cardMask: cardMask ?? null,
          },
          now(),
        );
        return result;
      },
      async getPaymentStatus({ paymentId, acquirerPaymentId }) {
        const session =
          acquirerPaymentId === null
            ? await sessions.findByPaymentId(paymentId)
            : await sessions.findByAcquirerId(acquirerPaymentId);
        const status = statusOfSession(session, now());
        return session ? { ...status, acquirerPaymentId: session.acquirerPaymentId } : status;
      },
    },
  };
}
