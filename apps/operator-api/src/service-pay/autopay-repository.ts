import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { AutopayProblem } from '@resident/contract/limits';
import type { PaymentStatus } from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/** An account's autopay with its card, its account and its newest autopayment. */
export interface AutopayRow {
  contragent_id: number;
  user_id: number;
  card_id: number;
  enabled: number;
  max_amount: number;
  charge_day: number | null;
  revision: number;
  handled_period: string | null;
  problem: AutopayProblem | null;
  problem_amount: number | null;
  problem_at: number | null;
  problem_text: string | null;
  popup_id: number | null;
  card_mask: string;
  card_token: string;
  card_saved_at: number;
  number_personal_account: string;
  last_payment_id: number | null;
  last_amount: number | null;
  last_status: PaymentStatus | null;
  last_created_at: number | null;
}

export interface SavedCardRow {
  id: number;
  card_mask: string;
  created_at: number;
}

export interface AutopaySettings {
  contragentId: number;
  userId: number;
  cardId: number;
  enabled: boolean;
  maxAmount: number;
  day: number | null;
  /**
   * The period this save marks handled so that a day already past this month is not charged now
   * (autopay-schedule.ts's skippedOnSave); null: nothing to skip.
   */
  skipPeriod: string | null;
}

/**
 * On the store: every query through `store.q`, so the service's transactions are joined.
 * The dashboard notice goes into the store's popup_windows (autopays.popup_id references it).
 */
export interface AutopayRepository {
  get(contragentId: number): Promise<AutopayRow | undefined>;
  /** Enabled autopays of open accounts that wait on no problem: what a run looks at. */
  runnable(): Promise<AutopayRow[]>;
  cardsOf(userId: number): Promise<SavedCardRow[]>;
  hasCard(userId: number, cardId: number): Promise<boolean>;
  /**
   * Sets the autopay up or changes it: a new revision and the problem (if any) cleared. The period
   * handled becomes the later of what it was and `skipPeriod`, in the one statement: a run that
   * claimed a month meanwhile keeps it claimed, so a month is never charged twice, and a failed
   * month is not tried again at once (the first charge is the next one by the schedule).
   */
  save(settings: AutopaySettings, now: number): Promise<void>;
  remove(contragentId: number): Promise<boolean>;
  /** The accounts whose autopay charges this card (removed with it). */
  accountsCharging(cardId: number): Promise<number[]>;
  removeCard(userId: number, cardId: number): Promise<boolean>;
  /**
   * Takes a due date for one run: true once per revision and month, false when it was handled
   * already or the autopay changed, stopped or waits on a problem meanwhile. A conditional UPDATE:
   * of two runs at once (two instances) one takes it, the other finds it handled.
   */
  claim(contragentId: number, revision: number, period: string): Promise<boolean>;
  recordPayment(contragentId: number, paymentId: number): Promise<void>;
  /**
   * Takes the reminder of the charge on `chargeOn`: true once per autopay and date (a conditional
   * UPDATE: of two runs at once, one takes it), false when it was taken or the autopay is off.
   */
  markReminded(contragentId: number, chargeOn: string): Promise<boolean>;
  /** Marks the problem of this revision; false when the resident changed the autopay meanwhile. */
  markProblem(
    contragentId: number,
    revision: number,
    problem: AutopayProblem,
    amount: number,
    text: string,
    popupId: number,
    now: number,
  ): Promise<boolean>;
  insertPopup(contragentId: number, title: string, text: string): Promise<number>;
  deletePopup(popupId: number): Promise<void>;
}

const COLUMNS = sql`a.contragent_id, a.user_id, a.card_id, a.enabled, a.max_amount, a.charge_day, a.revision, a.handled_period,
  a.problem, a.problem_amount, a.problem_at, a.problem_text, a.popup_id,
  s.card_mask, s.card_token, s.created_at AS card_saved_at, c.number_personal_account,
  a.last_payment_id, p.amount AS last_amount, p.status AS last_status, p.created_at AS last_created_at`;
const FROM = sql`autopays a JOIN saved_cards s ON s.id = a.card_id JOIN contragents c ON c.id = a.contragent_id
  LEFT JOIN payments p ON p.id = a.last_payment_id`;

export function createAutopayRepository(store: Store): AutopayRepository {
  const changed = async (statement: RawBuilder<unknown>) => (await run(store, statement)) === 1;

  return {
    get: (contragentId) =>
      first(store, sql<AutopayRow>`SELECT ${COLUMNS} FROM ${FROM} WHERE a.contragent_id = ${contragentId}`),
    runnable: () =>
      all(
        store,
        sql<AutopayRow>`SELECT ${COLUMNS} FROM ${FROM} WHERE a.enabled = 1 AND a.problem IS NULL AND c.is_closed = 0 ORDER BY a.contragent_id`,
      ),
    cardsOf: (userId) =>
      all(
        store,
        sql<SavedCardRow>`SELECT id, card_mask, created_at FROM saved_cards WHERE user_id = ${userId} ORDER BY id`,
      ),
    hasCard: async (userId, cardId) =>
      (await first(store, sql`SELECT id FROM saved_cards WHERE user_id = ${userId} AND id = ${cardId}`)) !== undefined,
    async save(settings, now) {
      await run(
        store,
        sql`INSERT INTO autopays (contragent_id, user_id, card_id, enabled, max_amount, charge_day, created_at, updated_at,
            handled_period)
          VALUES (${settings.contragentId}, ${settings.userId}, ${settings.cardId}, ${settings.enabled ? 1 : 0}, ${settings.maxAmount},
            ${settings.day}, ${now}, ${now}, ${settings.skipPeriod})
          ON CONFLICT (contragent_id) DO UPDATE SET user_id = excluded.user_id, card_id = excluded.card_id, enabled = excluded.enabled,
            max_amount = excluded.max_amount, charge_day = excluded.charge_day, revision = autopays.revision + 1,
            handled_period = CASE WHEN autopays.handled_period IS NULL OR autopays.handled_period < excluded.handled_period
              THEN excluded.handled_period ELSE autopays.handled_period END,
            problem = NULL, problem_amount = NULL, problem_at = NULL, problem_text = NULL, popup_id = NULL,
            updated_at = excluded.updated_at`,
      );
    },
    remove: (contragentId) => changed(sql`DELETE FROM autopays WHERE contragent_id = ${contragentId}`),
    accountsCharging: async (cardId) =>
      (
        await all(store, sql<{ contragent_id: number }>`SELECT contragent_id FROM autopays WHERE card_id = ${cardId}`)
      ).map((row) => row.contragent_id),
    removeCard: (userId, cardId) => changed(sql`DELETE FROM saved_cards WHERE user_id = ${userId} AND id = ${cardId}`),
    claim: (contragentId, revision, period) =>
      changed(sql`UPDATE autopays SET handled_period = ${period}
        WHERE contragent_id = ${contragentId} AND revision = ${revision} AND enabled = 1 AND problem IS NULL
          AND (handled_period IS NULL OR handled_period < ${period})`),
    markReminded: (contragentId, chargeOn) =>
      changed(sql`UPDATE autopays SET reminded_on = ${chargeOn}
        WHERE contragent_id = ${contragentId} AND enabled = 1 AND problem IS NULL AND (reminded_on IS NULL OR reminded_on < ${chargeOn})`),
    async recordPayment(contragentId, paymentId) {
      await run(store, sql`UPDATE autopays SET last_payment_id = ${paymentId} WHERE contragent_id = ${contragentId}`);
    },
    markProblem: (contragentId, revision, problem, amount, text, popupId, now) =>
      changed(sql`UPDATE autopays SET problem = ${problem}, problem_amount = ${amount}, problem_text = ${text}, popup_id = ${popupId},
        problem_at = ${now}
        WHERE contragent_id = ${contragentId} AND revision = ${revision} AND problem IS NULL`),
    async insertPopup(contragentId, title, text) {
      const row = await first(
        store,
        sql<{
          id: number;
        }>`INSERT INTO popup_windows (contragent_id, title, text) VALUES (${contragentId}, ${title}, ${text}) RETURNING id`,
      );
      if (!row) throw new Error('an inserted popup cannot be read');
      return row.id;
    },
    async deletePopup(popupId) {
      await run(store, sql`DELETE FROM popup_windows WHERE id = ${popupId}`);
    },
  };
}
