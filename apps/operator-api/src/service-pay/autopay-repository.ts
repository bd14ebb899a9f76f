import { sql } from 'kysely';
import type { AutopayProblem } from '@resident/contract/limits';
import type { PaymentStatus } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/** An account's autopay with its card, its account and its newest autopayment. */
export type AutopayRow = Omit<Row<'autopays'>, 'created_at' | 'updated_at' | 'reminded_on' | 'problem'> & {
  problem: AutopayProblem | null;
  card_mask: string;
  card_token: string;
  card_saved_at: number;
  number_personal_account: string;
  last_amount: number | null;
  last_status: PaymentStatus | null;
  last_created_at: number | null;
};

export type SavedCardRow = Pick<Row<'saved_cards'>, 'id' | 'card_mask' | 'created_at'>;

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

export function createAutopayRepository(store: Store): AutopayRepository {
  /** The autopays with their card, account and newest autopayment (AutopayRow). */
  const autopays = () =>
    store.q
      .selectFrom('autopays as a')
      .innerJoin('saved_cards as s', 's.id', 'a.card_id')
      .innerJoin('contragents as c', 'c.id', 'a.contragent_id')
      .leftJoin('payments as p', 'p.id', 'a.last_payment_id')
      .select([
        'a.contragent_id',
        'a.user_id',
        'a.card_id',
        'a.enabled',
        'a.max_amount',
        'a.charge_day',
        'a.revision',
        'a.handled_period',
        'a.problem',
        'a.problem_amount',
        'a.problem_at',
        'a.problem_text',
        'a.popup_id',
        's.card_mask',
        's.card_token',
        's.created_at as card_saved_at',
        'c.number_personal_account',
        'a.last_payment_id',
        'p.amount as last_amount',
        'p.status as last_status',
        'p.created_at as last_created_at',
      ])
      // Only the service writes a problem, one of AutopayProblem.
      .$narrowType<{ problem: AutopayProblem | null }>();
  const updated = ({ numUpdatedRows }: { numUpdatedRows: bigint }) => numUpdatedRows === 1n;
  const deleted = ({ numDeletedRows }: { numDeletedRows: bigint }) => numDeletedRows === 1n;

  return {
    get: (contragentId) => autopays().where('a.contragent_id', '=', contragentId).executeTakeFirst(),
    runnable: () =>
      autopays()
        .where('a.enabled', '=', 1)
        .where('a.problem', 'is', null)
        .where('c.is_closed', '=', 0)
        .orderBy('a.contragent_id')
        .execute(),
    cardsOf: (userId) =>
      store.q
        .selectFrom('saved_cards')
        .select(['id', 'card_mask', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    hasCard: async (userId, cardId) =>
      (await store.q
        .selectFrom('saved_cards')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '=', cardId)
        .executeTakeFirst()) !== undefined,
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
    remove: async (contragentId) =>
      deleted(await store.q.deleteFrom('autopays').where('contragent_id', '=', contragentId).executeTakeFirst()),
    accountsCharging: async (cardId) =>
      (await store.q.selectFrom('autopays').select('contragent_id').where('card_id', '=', cardId).execute()).map(
        (row) => row.contragent_id,
      ),
    removeCard: async (userId, cardId) =>
      deleted(
        await store.q
          .deleteFrom('saved_cards')
          .where('user_id', '=', userId)
          .where('id', '=', cardId)
          .executeTakeFirst(),
      ),
    claim: async (contragentId, revision, period) =>
      updated(
        await store.q
          .updateTable('autopays')
          .set({ handled_period: period })
          .where('contragent_id', '=', contragentId)
          .where('revision', '=', revision)
          .where('enabled', '=', 1)
          .where('problem', 'is', null)
          .where((eb) => eb.or([eb('handled_period', 'is', null), eb('handled_period', '<', period)]))
          .executeTakeFirst(),
      ),
    markReminded: async (contragentId, chargeOn) =>
      updated(
        await store.q
          .updateTable('autopays')
          .set({ reminded_on: chargeOn })
          .where('contragent_id', '=', contragentId)
          .where('enabled', '=', 1)
          .where('problem', 'is', null)
          .where((eb) => eb.or([eb('reminded_on', 'is', null), eb('reminded_on', '<', chargeOn)]))
          .executeTakeFirst(),
      ),
    async recordPayment(contragentId, paymentId) {
      await store.q
        .updateTable('autopays')
        .set({ last_payment_id: paymentId })
        .where('contragent_id', '=', contragentId)
        .execute();
    },
    markProblem: async (contragentId, revision, problem, amount, text, popupId, now) =>
      updated(
        await store.q
          .updateTable('autopays')
          .set({
            problem,
            problem_amount: amount,
            problem_text: text,
            popup_id: popupId,
            problem_at: now,
          })
          .where('contragent_id', '=', contragentId)
          .where('revision', '=', revision)
          .where('problem', 'is', null)
          .executeTakeFirst(),
      ),
    async insertPopup(contragentId, title, text) {
      const row = await store.q
        .insertInto('popup_windows')
        .values({ contragent_id: contragentId, title, text })
        .returning('id')
        .executeTakeFirstOrThrow(() => new Error('an inserted popup cannot be read'));
      return row.id;
    },
    async deletePopup(popupId) {
      await store.q.deleteFrom('popup_windows').where('id', '=', popupId).execute();
    },
  };
}
