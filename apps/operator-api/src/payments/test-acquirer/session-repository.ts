import { sql } from 'kysely';
import { first, run } from '../../db/store/store.ts';
import type { Store } from '../../db/store/store.ts';

export type SessionState = 'card' | '3ds' | 'done';

export interface TestAcquirerSession {
  token: string;
  paymentId: number;
  acquirerPaymentId: string;
  amount: number;
  description: string;
  returnUrl: string;
  expiresAt: number;
  saveCard: boolean;
  state: SessionState;
  cardMask: string | null;
  /** The notification body of a finished session (JSON), or null. */
  outcome: string | null;
}

interface SessionRow {
  token: string;
  payment_id: number;
  acquirer_payment_id: string;
  amount: number;
  description: string;
  return_url: string;
  expires_at: number;
  save_card: number;
  state: SessionState;
  card_mask: string | null;
  outcome: string | null;
}

/** On the store: a page opened through one instance can be paid through another. */
export interface SessionRepository {
  create(session: Omit<TestAcquirerSession, 'state' | 'cardMask' | 'outcome'>, now: number): Promise<void>;
  find(token: string): Promise<TestAcquirerSession | undefined>;
  findByAcquirerId(acquirerPaymentId: string): Promise<TestAcquirerSession | undefined>;
  /** The newest session of the merchant's payment id (what an acquirer finds by the order id). */
  findByPaymentId(paymentId: number): Promise<TestAcquirerSession | undefined>;
  /** A saved card's charge: a session finished at once with its outcome, so it can be asked about. */
  recordCharge(
    charge: {
      token: string;
      paymentId: number;
      acquirerPaymentId: string;
      amount: number;
      description: string;
      outcome: string;
      cardMask: string | null;
    },
    now: number,
  ): Promise<void>;
  /**
   * Ends the session from the given state with its outcome (the notification body); false when
   * another request already moved it on. Joins the caller's transaction.
   */
  finish(token: string, from: SessionState, outcome: string, cardMask: string | null): Promise<boolean>;
  /**
   * Moves a session on from the given state; false when another request already did (a double
   * click on «Оплатить» charges once).
   */
  advance(token: string, from: SessionState, to: SessionState, cardMask: string | null): Promise<boolean>;
}

export function createSessionRepository(store: Store): SessionRepository {
  return {
    async create(session, now) {
      await run(
        store,
        sql`INSERT INTO test_acquirer_sessions
          (token, payment_id, acquirer_payment_id, amount, description, return_url, expires_at, save_card, state, created_at)
          VALUES (${session.token}, ${session.paymentId}, ${session.acquirerPaymentId}, ${session.amount}, ${session.description},
            ${session.returnUrl}, ${session.expiresAt}, ${session.saveCard ? 1 : 0}, 'card', ${now})`,
      );
    },
    find: async (token) =>
      toSession(
        await first(store, sql<SessionRow>`SELECT ${COLUMNS} FROM test_acquirer_sessions WHERE token = ${token}`),
      ),
    findByAcquirerId: async (acquirerPaymentId) =>
      toSession(
        await first(
          store,
          sql<SessionRow>`SELECT ${COLUMNS} FROM test_acquirer_sessions WHERE acquirer_payment_id = ${acquirerPaymentId}`,
        ),
      ),
    findByPaymentId: async (paymentId) =>
      toSession(
        await first(
          store,
          sql<SessionRow>`SELECT ${COLUMNS} FROM test_acquirer_sessions WHERE payment_id = ${paymentId} ORDER BY created_at DESC, token LIMIT 1`,
        ),
      ),
    async recordCharge(charge, now) {
      await run(
        store,
        sql`INSERT INTO test_acquirer_sessions
          (token, payment_id, acquirer_payment_id, amount, description, return_url, expires_at, save_card, state, card_mask, outcome, created_at)
          VALUES (${charge.token}, ${charge.paymentId}, ${charge.acquirerPaymentId}, ${charge.amount}, ${charge.description}, '', ${now}, 0, 'done',
            ${charge.cardMask}, ${charge.outcome}, ${now})`,
      );
    },
    finish: async (token, from, outcome, cardMask) =>
      (await run(
        store,
        sql`UPDATE test_acquirer_sessions SET state = 'done', outcome = ${outcome}, card_mask = COALESCE(${cardMask}, card_mask)
          WHERE token = ${token} AND state = ${from}`,
      )) === 1,
    advance: async (token, from, to, cardMask) =>
      (await run(
        store,
        sql`UPDATE test_acquirer_sessions SET state = ${to}, card_mask = COALESCE(${cardMask}, card_mask) WHERE token = ${token} AND state = ${from}`,
      )) === 1,
  };
}

const COLUMNS = sql`token, payment_id, acquirer_payment_id, amount, description, return_url, expires_at, save_card, state, card_mask, outcome`;

function toSession(row: SessionRow | undefined): TestAcquirerSession | undefined {
  if (!row) return undefined;
  return {
    token: row.token,
    paymentId: row.payment_id,
    acquirerPaymentId: row.acquirer_payment_id,
    amount: row.amount,
    description: row.description,
    returnUrl: row.return_url,
    expiresAt: row.expires_at,
    saveCard: row.save_card === 1,
    state: row.state,
    cardMask: row.card_mask,
    outcome: row.outcome,
  };
}
