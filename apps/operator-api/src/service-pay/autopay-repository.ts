import type { DatabaseSync } from 'node:sqlite';
import type { AutopayProblem } from '@resident/contract/limits';
import type { PaymentStatus } from '@resident/contract';
import { typed } from '../db/rows.ts';

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
}

export interface AutopayRepository {
  get(contragentId: number): AutopayRow | undefined;
  /** Enabled autopays of open accounts that wait on no problem: what a run looks at. */
  runnable(): AutopayRow[];
  cardsOf(userId: number): SavedCardRow[];
  hasCard(userId: number, cardId: number): boolean;
  /**
   * Sets the autopay up or changes it: a new revision, the problem (if any) cleared, and its due
   * date open again so that the next run tries it with the new settings.
   */
  save(settings: AutopaySettings, now: number): void;
  remove(contragentId: number): boolean;
  /** The accounts whose autopay charges this card (removed with it). */
  accountsCharging(cardId: number): number[];
  removeCard(userId: number, cardId: number): boolean;
  /**
   * Takes a due date for one run: true once per revision and month, false when it was handled
   * already or the autopay changed, stopped or waits on a problem meanwhile.
   */
  claim(contragentId: number, revision: number, period: string): boolean;
  recordPayment(contragentId: number, paymentId: number): void;
  /** Marks the problem of this revision; false when the resident changed the autopay meanwhile. */
  markProblem(contragentId: number, revision: number, problem: AutopayProblem, amount: number, text: string, popupId: number, now: number): boolean;
  insertPopup(contragentId: number, title: string, text: string): number;
  deletePopup(popupId: number): void;
}

const COLUMNS = `a.contragent_id, a.user_id, a.card_id, a.enabled, a.max_amount, a.charge_day, a.revision, a.handled_period,
  a.problem, a.problem_amount, a.problem_at, a.problem_text, a.popup_id,
  s.card_mask, s.card_token, s.created_at AS card_saved_at, c.number_personal_account,
  a.last_payment_id, p.amount AS last_amount, p.status AS last_status, p.created_at AS last_created_at`;
const FROM = `autopays a JOIN saved_cards s ON s.id = a.card_id JOIN contragents c ON c.id = a.contragent_id
  LEFT JOIN payments p ON p.id = a.last_payment_id`;

export function createAutopayRepository(db: DatabaseSync): AutopayRepository {
  const get = typed<AutopayRow, [number]>(db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.contragent_id = ?`));
  const runnable = typed<AutopayRow, []>(
    db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.enabled = 1 AND a.problem IS NULL AND c.is_closed = 0 ORDER BY a.contragent_id`),
  );
  const cards = typed<SavedCardRow, [number]>(db.prepare('SELECT id, card_mask, created_at FROM saved_cards WHERE user_id = ? ORDER BY id'));
  const card = typed<{ id: number }, [number, number]>(db.prepare('SELECT id FROM saved_cards WHERE user_id = ? AND id = ?'));
  const upsert = db.prepare(`INSERT INTO autopays (contragent_id, user_id, card_id, enabled, max_amount, charge_day, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (contragent_id) DO UPDATE SET user_id = excluded.user_id, card_id = excluded.card_id, enabled = excluded.enabled,
      max_amount = excluded.max_amount, charge_day = excluded.charge_day, revision = revision + 1,
      handled_period = CASE WHEN problem IS NULL THEN handled_period END,
      problem = NULL, problem_amount = NULL, problem_at = NULL, problem_text = NULL, popup_id = NULL,
      updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM autopays WHERE contragent_id = ?');
  const charging = typed<{ contragent_id: number }, [number]>(db.prepare('SELECT contragent_id FROM autopays WHERE card_id = ?'));
  const removeCard = db.prepare('DELETE FROM saved_cards WHERE user_id = ? AND id = ?');
  const claim = db.prepare(`UPDATE autopays SET handled_period = ?
    WHERE contragent_id = ? AND revision = ? AND enabled = 1 AND problem IS NULL AND (handled_period IS NULL OR handled_period < ?)`);
  const recordPayment = db.prepare('UPDATE autopays SET last_payment_id = ? WHERE contragent_id = ?');
  const markProblem = db.prepare(`UPDATE autopays SET problem = ?, problem_amount = ?, problem_text = ?, popup_id = ?, problem_at = ?
    WHERE contragent_id = ? AND revision = ? AND problem IS NULL`);
  const insertPopup = typed<{ id: number }, [number, string, string]>(
    db.prepare('INSERT INTO popup_windows (contragent_id, title, text) VALUES (?, ?, ?) RETURNING id'),
  );
  const deletePopup = db.prepare('DELETE FROM popup_windows WHERE id = ?');

  return {
    get: (contragentId) => get.get(contragentId),
    runnable: () => runnable.all(),
    cardsOf: (userId) => cards.all(userId),
    hasCard: (userId, cardId) => card.get(userId, cardId) !== undefined,
    save(settings, now) {
      upsert.run(settings.contragentId, settings.userId, settings.cardId, settings.enabled ? 1 : 0, settings.maxAmount, settings.day, now, now);
    },
    remove: (contragentId) => Number(remove.run(contragentId).changes) === 1,
    accountsCharging: (cardId) => charging.all(cardId).map((row) => row.contragent_id),
    removeCard: (userId, cardId) => Number(removeCard.run(userId, cardId).changes) === 1,
    claim: (contragentId, revision, period) => Number(claim.run(period, contragentId, revision, period).changes) === 1,
    recordPayment(contragentId, paymentId) {
      recordPayment.run(paymentId, contragentId);
    },
    markProblem: (contragentId, revision, problem, amount, text, popupId, now) =>
      Number(markProblem.run(problem, amount, text, popupId, now, contragentId, revision).changes) === 1,
    insertPopup(contragentId, title, text) {
      const row = insertPopup.get(contragentId, title, text);
      if (!row) throw new Error('an inserted popup cannot be read');
      return row.id;
    },
    deletePopup(popupId) {
      deletePopup.run(popupId);
    },
  };
}
