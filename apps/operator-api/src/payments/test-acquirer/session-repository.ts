import type { Row } from '../../db/database-schema.ts';
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

type SessionRow = Omit<Row<'test_acquirer_sessions'>, 'created_at' | 'state'> & { state: SessionState };

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
  const sessions = () =>
    store.q
      .selectFrom('test_acquirer_sessions')
      .select(COLUMNS)
      // Only this repository writes a state, one of SessionState.
      .$narrowType<{ state: SessionState }>();
  /** Moves the session on from `from`; whether it was there. */
  const move = async (
    token: string,
    from: SessionState,
    set: { state: SessionState; outcome?: string },
    cardMask: string | null,
  ) => {
    const { numUpdatedRows } = await store.q
      .updateTable('test_acquirer_sessions')
      .set((eb) => ({ ...set, card_mask: eb.fn.coalesce(eb.val(cardMask), 'card_mask') }))
      .where('token', '=', token)
      .where('state', '=', from)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  };
  return {
    async create(session, now) {
      await store.q
        .insertInto('test_acquirer_sessions')
        .values({
          token: session.token,
          payment_id: session.paymentId,
          acquirer_payment_id: session.acquirerPaymentId,
          amount: session.amount,
          description: session.description,
          return_url: session.returnUrl,
          expires_at: session.expiresAt,
          save_card: session.saveCard ? 1 : 0,
          state: 'card',
          created_at: now,
        })
        .execute();
    },
    find: async (token) => toSession(await sessions().where('token', '=', token).executeTakeFirst()),
    findByAcquirerId: async (acquirerPaymentId) =>
      toSession(await sessions().where('acquirer_payment_id', '=', acquirerPaymentId).executeTakeFirst()),
    findByPaymentId: async (paymentId) =>
      toSession(
        await sessions()
          .where('payment_id', '=', paymentId)
          .orderBy('created_at', 'desc')
          .orderBy('token')
          .limit(1)
          .executeTakeFirst(),
      ),
    async recordCharge(charge, now) {
      await store.q
        .insertInto('test_acquirer_sessions')
        .values({
          token: charge.token,
          payment_id: charge.paymentId,
          acquirer_payment_id: charge.acquirerPaymentId,
          amount: charge.amount,
          description: charge.description,
          return_url: '',
          expires_at: now,
          save_card: 0,
          state: 'done',
          card_mask: charge.cardMask,
          outcome: charge.outcome,
          created_at: now,
        })
        .execute();
    },
    finish: (token, from, outcome, cardMask) => move(token, from, { state: 'done', outcome }, cardMask),
    advance: (token, from, to, cardMask) => move(token, from, { state: to }, cardMask),
  };
}

const COLUMNS = [
  'token',
  'payment_id',
  'acquirer_payment_id',
  'amount',
  'description',
  'return_url',
  'expires_at',
  'save_card',
  'state',
  'card_mask',
  'outcome',
] as const;

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
