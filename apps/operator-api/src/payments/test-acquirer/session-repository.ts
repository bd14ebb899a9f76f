import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../../db/rows.ts';

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

export interface SessionRepository {
  create(session: Omit<TestAcquirerSession, 'state' | 'cardMask'>, now: number): void;
  find(token: string): TestAcquirerSession | undefined;
  /**
   * Moves a session on from the given state; false when another request already did (a double
   * click on «Оплатить» charges once).
   */
  advance(token: string, from: SessionState, to: SessionState, cardMask: string | null): boolean;
}

export function createSessionRepository(db: DatabaseSync): SessionRepository {
  const insert = db.prepare(`INSERT INTO test_acquirer_sessions
    (token, payment_id, acquirer_payment_id, amount, description, return_url, expires_at, save_card, state, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'card', ?)`);
  const select = typed<SessionRow, [string]>(db.prepare('SELECT * FROM test_acquirer_sessions WHERE token = ?'));
  const update = db.prepare(
    'UPDATE test_acquirer_sessions SET state = ?, card_mask = coalesce(?, card_mask) WHERE token = ? AND state = ?',
  );

  return {
    create(session, now) {
      insert.run(
        session.token,
        session.paymentId,
        session.acquirerPaymentId,
        session.amount,
        session.description,
        session.returnUrl,
        session.expiresAt,
        session.saveCard ? 1 : 0,
        now,
      );
    },
    find(token) {
      const row = select.get(token);
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
    advance(token, from, to, cardMask) {
      return Number(update.run(to, cardMask, token, from).changes) === 1;
    },
  };
}
