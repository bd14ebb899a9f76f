import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Payment, PaymentPurpose } from '@resident/contract';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import type {
  Acquirer,
  AcquirerPaymentAnswer,
  PaymentEvents,
  SavedCardChargeResult,
  VerifiedNotification,
} from './acquirer.ts';
import { EXPIRED_TEXT, FAILURE_TEXTS } from './failure-reasons.ts';
import type { Orders } from '../orders/orders.ts';
import type { FiscalReceipts } from './fiscal-receipt.ts';
import type { PaymentSettlement, SettleOutcome } from './notification-types.ts';
import type { PaymentOutcome } from '../observability/metrics.ts';
import { countedOutcomes } from './counted-outcomes.ts';
import { createOnlinePaymentRepository } from './online-payment-repository.ts';
import type { OnlinePaymentRepository, OnlinePaymentRow } from './online-payment-repository.ts';
import { maskedReceiptContact } from './receipt-contact.ts';

export interface NewPaymentRequest {
  contragentId: number;
  /** The signed-in resident, or null for a guest of /pay. */
  userId: number | null;
  /** Whose Idempotency-Key it is: 'user:1', 'public:3'. */
  scope: string;
  key: string;
  amount: number;
  purpose: PaymentPurpose;
  receiptEmail?: string | undefined;
  receiptPhone?: string | undefined;
  returnPath: string;
  saveCard?: boolean | undefined;
  orderId?: number | undefined;
  /** Purpose 'charges': the billed service paid (the ledger counts it to that service first). */
  serviceId?: string | undefined;
  /** What the history calls it; 'Оплата картой' unless said. */
  description?: string | undefined;
}

/** An autopayment: the account's saved card charged without the resident. */
export interface SavedCardPaymentRequest {
  contragentId: number;
  /** Who set up the autopay (the card is theirs). */
  userId: number;
  /** Whose charges these are, e.g. 'autopay:1', with `key` one per due date: the same pair never charges twice. */
  scope: string;
  key: string;
  amount: number;
  cardToken: string;
  /** e.g. 'Автоплатёж с карты •••• 4242'. */
  description: string;
  /** Where the fiscal receipt goes. */
  receiptEmail: string | undefined;
}

export interface PaymentService extends PaymentSettlement, PaymentEvents {
  /**
   * Creates the payment and its acquirer session, or answers the payment the same key created
   * before (`replayed`). A used key with a different body is refused (409).
   */
  create(request: NewPaymentRequest): Promise<{ payment: Payment; replayed: boolean }>;
  /**
   * Charges a saved card (channel 'autopay', purpose 'charges') and settles the payment with the
   * acquirer's answer, fiscal receipt and all; the same scope and key answer the payment they
   * made before instead of charging again.
   */
  chargeSaved(request: SavedCardPaymentRequest): Promise<Payment>;
  /** A payment row, settled or expired first on the acquirer's word if it is due. */
  find(id: number): Promise<OnlinePaymentRow | undefined>;
  /**
   * A payment row as it is read on the portal: an open one is first checked with the acquirer, so a
   * charge shows at once. `byPayer`: the reader is known to be whoever made it, back from the
   * acquirer's page, so a page left without a card entered reads «Оплата не завершена» instead of
   * waiting for the expiry (never on anyone else's read: nobody may close another's payment).
   */
  read(id: number, byPayer: boolean): Promise<OnlinePaymentRow | undefined>;
  /**
   * The reconciler's pass: asks the acquirer about every open payment (soonest to expire first, at
   * most `limit`) and settles what it charged or refused; answers how many were asked about.
   */
  reconcileOpen(limit?: number): Promise<number>;
  toPayment(row: OnlinePaymentRow): Payment;
  /**
   * The sweeper: every payment left on the acquirer's page for too long, asked about first — one
   * the acquirer charged is settled, never expired. Answers how many expired.
   */
  expireDue(): Promise<number>;
}

export interface PaymentServiceDeps {
  /** The payments, their orders and saved cards (SQLite or PostgreSQL, one or several instances). */
  store: Store;
  acquirer: Acquirer;
  receipts: FiscalReceipts;
  /** The orders that purpose 'service' pays. */
  orders: Orders;
  /**
   * Called inside the settlement's transaction for each succeeded purpose 'charges' payment (the
   * installments allocate it to their schedules): it commits with the settlement, and if it throws
   * the settlement rolls back and the acquirer's notification is answered with an error.
   */
  chargesPaid?: ((payment: OnlinePaymentRow, settledAt: number) => Promise<void>) | undefined;
  /** The seller on the fiscal receipt: the operator's company. */
  seller: string;
  ttlSeconds: number;
  now: () => number;
  log: FastifyBaseLogger;
  /** Counts payments created and settled by outcome (the payments_total metric). */
  countOutcome?: ((outcome: PaymentOutcome, count: number) => void) | undefined;
}

/**
 * How long a request that lost the idempotent insert to another instance waits for the winner's
 * acquirer page (the winner's own process waits on its promise instead), and how often it looks.
 */
const SESSION_WAIT_MS = 15_000;
const SESSION_POLL_MS = 25;

export const KEY_REUSED =
  'Этот ключ идемпотентности уже использован для другого платежа. Обновите страницу и начните оплату заново';

const ACQUIRER_TEXT: Record<PaymentPurpose, string> = {
  charges: 'Оплата по лицевому счёту',
  'state-duty': 'Госпошлина по лицевому счёту',
  service: 'Оплата услуги по лицевому счёту',
};

/** The portal path with `payment={id}` added to its query, before any fragment. */
export function returnUrlOf(returnPath: string, paymentId: number): string {
  const hash = returnPath.indexOf('#');
  const path = hash === -1 ? returnPath : returnPath.slice(0, hash);
  const fragment = hash === -1 ? '' : returnPath.slice(hash);
  return `${path}${path.includes('?') ? '&' : '?'}payment=${paymentId}${fragment}`;
}

/** What makes two requests "the same payment": everything the resident chose. */
function fingerprint(request: NewPaymentRequest): string {
  const fields = [
    request.contragentId,
    request.amount,
    request.purpose,
    request.receiptEmail ?? null,
    request.receiptPhone ?? null,
    request.returnPath,
    request.saveCard ?? false,
    request.orderId ?? null,
    request.serviceId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export function createPaymentService(deps: PaymentServiceDeps): PaymentService {
  const { store, now, log } = deps;
  const repository: OnlinePaymentRepository = countedOutcomes(
    createOnlinePaymentRepository(store),
    store,
    deps.countOutcome,
  );
  // Sessions this process is opening right now: a concurrent retry waits for the URL instead of answering none.
  const opening = new Map<number, Promise<void>>();

  async function numberOf(contragentId: number): Promise<string> {
    const row = await first(
      store,
      sql<{
        number_personal_account: string;
      }>`SELECT number_personal_account FROM contragents WHERE id = ${contragentId}`,
    );
    return row?.number_personal_account ?? '';
  }

  /** A payment row; one that is due is first settled or expired on the acquirer's word. */
  async function find(id: number): Promise<OnlinePaymentRow | undefined> {
    const row = await repository.get(id);
    if (!row || row.expires_at === null || row.expires_at > now()) return row;
    await reconcile(row, false);
    return repository.get(id);
  }

  /**
   * The payment once its acquirer page is open (or it failed): a retry answers what the first
   * request answers. This process awaits its own opening; another instance's shows in the row.
   */
  async function withSession(id: number): Promise<OnlinePaymentRow | undefined> {
    await opening.get(id);
    let row = await find(id);
    // The page's address, not the acquirer's id: the reconciler may learn the id first.
    for (
      let waited = 0;
      row?.status === 'created' && row.confirmation_url === null && waited < SESSION_WAIT_MS;
      waited += SESSION_POLL_MS
    ) {
      await delay(SESSION_POLL_MS);
      row = await find(id);
    }
    return row;
  }

  function toPayment(row: OnlinePaymentRow): Payment {
    const open = row.status === 'created' || row.status === 'pending';
    let failureReason: string | null = null;
    if (row.status === 'failed') failureReason = FAILURE_TEXTS[row.failure_code ?? 'other'];
    if (row.status === 'expired') failureReason = EXPIRED_TEXT;
    return {
      id: row.id,
      status: row.status,
      amount: row.amount,
      purpose: row.purpose,
      createdAt: new Date(row.created_at).toISOString(),
      settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
      confirmationUrl: open ? row.confirmation_url : null,
      failureReason,
      receiptSentTo: maskedReceiptContact(row.receipt_email, row.receipt_phone),
    };
  }

  async function openSession(row: OnlinePaymentRow, request: NewPaymentRequest): Promise<void> {
    try {
      const session = await deps.acquirer.createSession({
        id: row.id,
        amount: row.amount,
        description: `${ACQUIRER_TEXT[row.purpose]} ${await numberOf(row.contragent_id)}`,
        returnUrl: returnUrlOf(request.returnPath, row.id),
        expiresAt: row.expires_at ?? now(),
        saveCard: row.save_card === 1,
        receiptEmail: request.receiptEmail,
        receiptPhone: request.receiptPhone,
      });
      await repository.attachSession(row.id, session.acquirerPaymentId, session.confirmationUrl);
    } catch (error) {
      // Nothing was charged: the payment fails with "try later" and a new attempt makes a new one.
      log.error({ err: error, paymentId: row.id }, 'the acquirer did not open a payment session');
      await repository.settle(row.id, 'failed', now(), 'unavailable', null);
    }
  }

  async function replay(row: OnlinePaymentRow, hash: string): Promise<{ payment: Payment; replayed: boolean }> {
    if (row.request_hash !== hash) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
    return { payment: toPayment((await withSession(row.id)) ?? row), replayed: true };
  }

  async function settle(notification: VerifiedNotification): Promise<SettleOutcome> {
    const row = await repository.get(notification.paymentId);
    if (!row) return 'unknown-payment';
    if (row.acquirer_payment_id !== notification.acquirerPaymentId || row.amount !== notification.amount)
      return 'mismatch';
    const settledAt = now();
    // One transaction: the conditional settle lets one notification through (two instances may get
    // it at once), and the order's kind, the saved card and the fiscal receipt change with it or
    // not at all, so a process killed at any moment leaves either everything or nothing (the
    // acquirer then resends, or the reconciler asks). The outbox mails the receipt after the commit.
    const settled = await store.transaction(async () => {
      const failureCode = notification.status === 'failed' ? (notification.reason ?? 'other') : null;
      if (
        !(await repository.settle(row.id, notification.status, settledAt, failureCode, notification.cardMask ?? null))
      )
        return false;
      if (notification.status !== 'succeeded') return true;
      if (row.status === 'expired' || row.status === 'failed') {
        // Given up on without the acquirer's word, then charged after all: the payment stands.
        log.error(
          { paymentId: row.id, was: row.status },
          'the acquirer charged a payment given up on; it is settled as succeeded',
        );
      }
      if (row.order_id !== null) await deps.orders.paid(row.order_id, row.id);
      if (row.purpose === 'charges') await deps.chargesPaid?.(row, settledAt);
      if (row.save_card === 1 && row.user_id !== null && notification.cardToken) {
        await repository.saveCard(
          row.user_id,
          row.contragent_id,
          notification.cardToken,
          notification.cardMask ?? '',
          settledAt,
        );
      }
      const fresh = await repository.get(row.id);
      if (!fresh) throw new Error(`payment ${row.id} vanished while it was settled`);
      await deps.receipts.send({
        payment: fresh,
        accountNumber: await numberOf(fresh.contragent_id),
        seller: deps.seller,
        settledAt,
      });
      return true;
    });
    if (!settled && notification.status === 'succeeded' && row.status !== 'succeeded') {
      // A charge for a payment the acquirer had refused before: it cannot be both; the operator
      // sorts it out with the acquirer (a refund) from this line.
      log.error(
        { paymentId: row.id, was: row.status, failureCode: row.failure_code },
        'acquirer charged a payment it had refused; refund it',
      );
    }
    return settled ? 'settled' : 'already-settled';
  }

  /**
   * Acts on what the acquirer says about an open payment: a charge or a refusal settles it through
   * the same path as a notification; `returned` (the payer is back on the portal) turns a page left
   * with nothing entered into «Оплата не завершена»; a due payment the acquirer will not charge
   * expires. A payment the acquirer cannot be asked about stays as it is.
   */
  async function reconcile(row: OnlinePaymentRow, returned: boolean): Promise<void> {
    if (row.status !== 'created' && row.status !== 'pending') return;
    const due = row.expires_at !== null && row.expires_at <= now();
    let answer: AcquirerPaymentAnswer;
    try {
      answer = await deps.acquirer.getPaymentStatus({ paymentId: row.id, acquirerPaymentId: row.acquirer_payment_id });
    } catch (error) {
      log.warn(
        { err: error, paymentId: row.id },
        'the acquirer could not be asked about a payment; it is asked again later',
      );
      return;
    }
    let acquirerPaymentId = row.acquirer_payment_id;
    if (acquirerPaymentId === null) {
      // The process died before it stored the acquirer's answer (a saved card charged, a page
      // opened): the acquirer knows the payment by ours. Without its id nothing was charged.
      if (!answer.acquirerPaymentId || answer.status === 'unknown') {
        if (due) await repository.expireIfDue(row.id, now());
        return;
      }
      acquirerPaymentId = answer.acquirerPaymentId;
      await repository.attachAcquirerId(row.id, acquirerPaymentId);
    }
    const base = { paymentId: row.id, acquirerPaymentId, amount: row.amount };
    switch (answer.status) {
      case 'succeeded':
        await settle({
          ...base,
          status: 'succeeded',
          ...(answer.cardMask ? { cardMask: answer.cardMask } : {}),
          ...(answer.cardToken ? { cardToken: answer.cardToken } : {}),
        });
        return;
      case 'failed':
        await settle({
          ...base,
          status: 'failed',
          reason: answer.reason,
          ...(answer.cardMask ? { cardMask: answer.cardMask } : {}),
        });
        return;
      case 'pending':
        if (returned && !answer.cardEntered && !due) await settle({ ...base, status: 'failed', reason: 'abandoned' });
        else if (due) await repository.expireIfDue(row.id, now());
        return;
      case 'abandoned':
        // The acquirer closed it uncharged: «Оплата не завершена» now, or expired once due.
        if (due) await repository.expireIfDue(row.id, now());
        else await settle({ ...base, status: 'failed', reason: 'abandoned' });
        return;
      case 'unknown':
        if (due) await repository.expireIfDue(row.id, now());
        return;
    }
  }

  return {
    async create(request) {
      const hash = fingerprint(request);
      // A used key answers its payment even after its order was paid (the resident's retry after success).
      if (request.orderId !== undefined) {
        const existing = await repository.findByKey(request.scope, request.key);
        if (existing) return replay(existing, hash);
      }
      const { orderId } = request;
      const createdAt = now();
      // Insert first: the unique (scope, key) index decides between identical requests in any
      // instance. An order is checked in the same transaction, its row locked (PostgreSQL), so two
      // attempts at once with different keys make one payment and the other answers it.
      const outcome = await store.transaction(
        async (): Promise<{ row?: OnlinePaymentRow; open?: OnlinePaymentRow }> => {
          if (orderId !== undefined) {
            await deps.orders.assertPayable(orderId, request.contragentId, request.amount);
            // Another attempt (a second tab, a double click that made a new key) answers the payment
            // already on the acquirer's page instead of charging the order twice.
            const open = await deps.orders.openPaymentId(orderId);
            const openRow = open === undefined ? undefined : await find(open);
            if (openRow && (openRow.status === 'created' || openRow.status === 'pending')) return { open: openRow };
          }
          const row = await repository.insert({
            contragentId: request.contragentId,
            userId: request.userId,
            scope: request.scope,
            key: request.key,
            requestHash: hash,
            amount: request.amount,
            purpose: request.purpose,
            channel: 'card',
            description: request.description ?? 'Оплата картой',
            receiptEmail: request.receiptEmail ?? null,
            receiptPhone: request.receiptPhone ?? null,
            returnPath: request.returnPath,
            saveCard: request.saveCard ?? false,
            orderId: orderId ?? null,
            serviceId: request.serviceId ?? null,
            createdAt,
            expiresAt: createdAt + deps.ttlSeconds * 1000,
          });
          return row ? { row } : {};
        },
      );
      if (outcome.open)
        return { payment: toPayment((await withSession(outcome.open.id)) ?? outcome.open), replayed: true };
      const { row } = outcome;
      if (!row) {
        // The same key was inserted first, here or by another instance: its answer, not a second payment.
        const winner = await repository.findByKey(request.scope, request.key);
        if (!winner) throw new Error('idempotent insert lost to a payment that cannot be read');
        return replay(winner, hash);
      }
      const session = openSession(row, request).finally(() => opening.delete(row.id));
      opening.set(row.id, session);
      await session;
      return { payment: toPayment((await find(row.id)) ?? row), replayed: false };
    },

    async chargeSaved(request) {
      const createdAt = now();
      const row = await repository.insert({
        contragentId: request.contragentId,
        userId: request.userId,
        scope: request.scope,
        key: request.key,
        requestHash: createHash('sha256')
          .update(JSON.stringify([request.contragentId, request.amount, request.cardToken]))
          .digest('hex'),
        amount: request.amount,
        purpose: 'charges',
        channel: 'autopay',
        description: request.description,
        receiptEmail: request.receiptEmail ?? null,
        receiptPhone: null,
        returnPath: null,
        saveCard: false,
        orderId: null,
        serviceId: null,
        createdAt,
        expiresAt: createdAt + deps.ttlSeconds * 1000,
      });
      if (!row) {
        // This due date was charged before (or is being charged by another run): that payment, not a second one.
        const earlier = await repository.findByKey(request.scope, request.key);
        if (!earlier) throw new Error('idempotent insert lost to a payment that cannot be read');
        return toPayment((await find(earlier.id)) ?? earlier);
      }
      let result: SavedCardChargeResult;
      try {
        result = await deps.acquirer.chargeSavedCard({
          id: row.id,
          amount: row.amount,
          description: `${ACQUIRER_TEXT.charges} ${await numberOf(row.contragent_id)}`,
          cardToken: request.cardToken,
          receiptEmail: request.receiptEmail,
        });
      } catch (error) {
        // Nothing was charged: the payment fails with "try later".
        log.error({ err: error, paymentId: row.id }, 'the acquirer did not charge a saved card');
        await repository.settle(row.id, 'failed', now(), 'unavailable', null);
        return toPayment((await find(row.id)) ?? row);
      }
      const { acquirerPaymentId, status, reason, cardMask } = result;
      await repository.attachSession(row.id, acquirerPaymentId, null);
      await settle({
        paymentId: row.id,
        acquirerPaymentId,
        amount: row.amount,
        status,
        ...(reason ? { reason } : {}),
        ...(cardMask ? { cardMask } : {}),
      });
      return toPayment((await find(row.id)) ?? row);
    },

    find,
    toPayment,

    async read(id, byPayer) {
      const row = await repository.get(id);
      if (row) await reconcile(row, byPayer);
      return repository.get(id);
    },

    async reconcileOpen(limit = 500) {
      const open = await repository.listOpen(limit);
      for (const row of open) await reconcile(row, false);
      return open.length;
    },

    async opened(paymentId) {
      const row = await repository.get(paymentId);
      if (row?.expires_at !== null && row?.expires_at !== undefined && row.expires_at <= now()) return;
      await repository.markPending(paymentId);
    },

    settle,

    async expireDue() {
      let expired = 0;
      for (const row of await repository.listOpen(500, now())) {
        await reconcile(row, false);
        if ((await repository.get(row.id))?.status === 'expired') expired += 1;
      }
      return expired;
    },
  };
}
