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
}

/** On the store (issue 19): a page opened through one instance can be paid through another. */
export interface SessionRepository {
  create(session: Omit<TestAcquirerSession, 'state' | 'cardMask'>, now: number): Promise<void>;
  find(token: string): Promise<TestAcquirerSession | undefined>;
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
    async find(token) {
      const row = await first(store, sql<SessionRow>`SELECT * FROM test_acquirer_sessions WHERE token = ${token}`);
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
      };
    },
    advance: async (token, from, to, cardMask) =>
      (await run(
        store,
        sql`UPDATE test_acquirer_sessions SET state = ${to}, card_mask = COALESCE(${cardMask}, card_mask) WHERE token = ${token} AND state = ${from}`,
      )) === 1,
  };
}
