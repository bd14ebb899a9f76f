import type { FastifyBaseLogger } from 'fastify';
import type {
  Autopay,
  AutopayBody,
  AutopayFirstCharge,
  AutopayPreviewQuery,
  AutopayRun,
  AutopayState,
  CardRemoved,
  Payment,
  SavedCard,
} from '@resident/contract';
import type { AutopayProblem } from '@resident/contract/limits';
import type { LedgerMonth } from '../billing/ledger.ts';
import { dateOf } from '../billing/period.ts';
import type { Store } from '../db/store/store.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import {
  AUTOPAY_MESSAGES,
  autopayNotFound,
  cardNotFound,
  confirmationRequired,
  declinedText,
  noticeEmail,
  overMaximumText,
  reminderEmail,
} from './autopay-messages.ts';
import { createAutopayRepository } from './autopay-repository.ts';
import type { AutopayRepository, AutopayRow, SavedCardRow } from './autopay-repository.ts';
import { chargeOutcome, dayAfter, firstChargeOf, laterPeriod, nextCharge, skippedOnSave } from './autopay-schedule.ts';

export interface AutopayServiceDeps {
  /** The autopays, saved cards and notices (SQLite or PostgreSQL, one or several instances). */
  store: Store;
  payments: Pick<PaymentService, 'chargeSaved'>;
  outbox: Pick<Outbox, 'send'>;
  /** The account's newest ledger month (its receipt): the debt an autopayment charges. */
  lastMonthOf: (contragentId: number) => Promise<LedgerMonth | undefined>;
  /** A resident's email (their login), for the fiscal receipt and the notice. */
  emailOf: (userId: number) => Promise<string | undefined>;
  /** The portal, for the link in the notice. */
  portalUrl: string;
  now: () => number;
  log: FastifyBaseLogger;
}

export interface AutopayService {
  repository: AutopayRepository;
  /** The account's autopay and the caller's cards. Ownership of the account is the caller's check. */
  state(userId: number, contragentId: number): Promise<AutopayState>;
  /** The first charge of these settings if saved now, by the runs' own rule (autopay-schedule.ts). */
  preview(contragentId: number, settings: AutopayPreviewQuery): Promise<AutopayFirstCharge>;
  /**
   * Saves the settings; a first charge within AUTOPAY_LIMITS.confirmWithinDays days must come with
   * `confirmedCharge` naming its date and amount as they are now (409 otherwise, nothing saved).
   */
  save(userId: number, contragentId: number, body: AutopayBody): Promise<AutopayState>;
  remove(userId: number, contragentId: number): Promise<AutopayState>;
  removeCard(userId: number, cardId: number): Promise<CardRemoved>;
  /**
   * Charges every autopay whose due date has come and was not handled: the account's debt, up to
   * the maximum, from the saved card; then emails a reminder for each charge due tomorrow. Runs
   * one after another (the scheduler and the operator's command never overlap), and each due date
   * and each reminder is claimed once, so each happens once at most, also on several instances.
   */
  runDue(): Promise<AutopayRun>;
  /** Resolves when the run under way (if any) has finished: the server waits for it on close. */
  idle(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const toCard = (row: SavedCardRow): SavedCard => ({ id: row.id, mask: row.card_mask, savedAt: iso(row.created_at) });

type RunResult = AutopayRun['results'][number];
type Reminded = AutopayRun['reminded'][number];

export function createAutopayService(deps: AutopayServiceDeps): AutopayService {
  const { now } = deps;
  const { store } = deps;
  const repository = createAutopayRepository(store);
  let running: Promise<AutopayRun> | undefined;

  function toAutopay(row: AutopayRow): Autopay {
    const waiting = row.enabled === 1 && row.problem === null;
    return {
      enabled: row.enabled === 1,
      maxAmount: row.max_amount,
      day: row.charge_day,
      card: { id: row.card_id, mask: row.card_mask, savedAt: iso(row.card_saved_at) },
      problem:
        row.problem === null
          ? null
          : {
              reason: row.problem,
              amount: row.problem_amount ?? 0,
              at: iso(row.problem_at ?? 0),
              text: row.problem_text ?? AUTOPAY_MESSAGES.noticeTitle,
            },
      nextChargeOn:
        waiting && row.charge_day !== null
          ? (nextCharge(row.charge_day, dateOf(now()), row.handled_period, undefined)?.on ?? null)
          : null,
      lastCharge:
        row.last_payment_id === null || row.last_status === null
          ? null
          : {
              paymentId: row.last_payment_id,
              amount: row.last_amount ?? 0,
              status: row.last_status,
              at: iso(row.last_created_at ?? 0),
            },
    };
  }

  async function state(userId: number, contragentId: number): Promise<AutopayState> {
    const row = await repository.get(contragentId);
    return { autopay: row ? toAutopay(row) : null, cards: (await repository.cardsOf(userId)).map(toCard) };
  }

  /** Drops the dashboard notice of a problem the resident has now acted on. */
  async function forgetNotice(row: AutopayRow | undefined) {
    if (row?.popup_id != null) await repository.deletePopup(row.popup_id);
  }

  /**
   * Tells the resident once: a notice on the account's dashboard and an email. Nothing is marked
   * when the resident changed the autopay meanwhile (their change is what counts now).
   */
  async function reportProblem(
    row: AutopayRow,
    problem: AutopayProblem,
    due: number,
    payment: Payment | null,
  ): Promise<void> {
    const text =
      problem === 'over-maximum'
        ? overMaximumText(row.number_personal_account, due, row.max_amount)
        : declinedText(row.number_personal_account, due, row.card_mask, payment?.failureReason ?? null);
    const marked = await store.transaction(async () => {
      const popupId = await repository.insertPopup(row.contragent_id, AUTOPAY_MESSAGES.noticeTitle, text);
      if (await repository.markProblem(row.contragent_id, row.revision, problem, due, text, popupId, now()))
        return true;
      await repository.deletePopup(popupId);
      return false;
    });
    const email = await deps.emailOf(row.user_id);
    // Outside the transaction: the outbox may start an SMTP delivery.
    if (marked && email)
      await deps.outbox.send({
        to: email,
        kind: 'autopay-failed',
        ...noticeEmail(text, `${deps.portalUrl}/resident/${row.contragent_id}/service-pay`),
      });
  }

  async function runOne(row: AutopayRow): Promise<RunResult | undefined> {
    const month = await deps.lastMonthOf(row.contragent_id);
    const today = dateOf(now());
    const due = nextCharge(row.charge_day, today, row.handled_period, month?.period);
    if (due === undefined || due.on > today || !(await repository.claim(row.contragent_id, row.revision, due.period)))
      return undefined;
    const debt = month?.totals.debtEnd ?? 0;
    const result = {
      contragentId: row.contragent_id,
      numberPersonalAccount: row.number_personal_account,
      amount: Math.max(debt, 0),
      paymentId: null,
    };
    const outcome = chargeOutcome(debt, row.max_amount);
    if (outcome === 'nothing-due') return { ...result, outcome };
    if (outcome === 'over-maximum') {
      await reportProblem(row, 'over-maximum', debt, null);
      return { ...result, outcome };
    }
    const payment = await deps.payments.chargeSaved({
      contragentId: row.contragent_id,
      userId: row.user_id,
      scope: `autopay:${row.contragent_id}`,
      key: `${due.period}:${row.revision}`,
      amount: debt,
      cardToken: row.card_token,
      description: AUTOPAY_MESSAGES.paymentDescription(row.card_mask),
      receiptEmail: await deps.emailOf(row.user_id),
    });
    await repository.recordPayment(row.contragent_id, payment.id);
    if (payment.status === 'succeeded') return { ...result, outcome: 'charged', paymentId: payment.id };
    await reportProblem(row, 'declined', debt, payment);
    return { ...result, outcome: 'declined', paymentId: payment.id };
  }

  /**
   * The email the day before a day-of-month charge, when something is owed. The reminder is taken
   * and its outbox row written in one transaction: a crash leaves both or neither, and of two runs
   * (two instances) one takes it. On receipt there is no day before: the charge comes with the
   * receipt, and saving such an autopay already named it and asked to confirm.
   */
  async function remindOne(row: AutopayRow): Promise<Reminded | undefined> {
    if (row.charge_day === null) return undefined;
    const today = dateOf(now());
    const due = nextCharge(row.charge_day, today, row.handled_period, undefined);
    const tomorrow = dayAfter(today);
    if (due?.on !== tomorrow) return undefined;
    const debt = (await deps.lastMonthOf(row.contragent_id))?.totals.debtEnd ?? 0;
    const email = await deps.emailOf(row.user_id);
    if (debt <= 0 || !email) return undefined;
    const mail = reminderEmail(
      {
        accountNumber: row.number_personal_account,
        chargeOn: tomorrow,
        debt,
        maximum: row.max_amount,
        cardMask: row.card_mask,
      },
      `${deps.portalUrl}/resident/${row.contragent_id}/service-pay`,
    );
    const sent = await store.transaction(async () => {
      if (!(await repository.markReminded(row.contragent_id, tomorrow))) return false;
      // In the transaction: the outbox writes its row here and mails it once this commits.
      await deps.outbox.send({ to: email, kind: 'autopay-reminder', ...mail });
      return true;
    });
    return sent ? { contragentId: row.contragent_id, chargeOn: tomorrow } : undefined;
  }

  async function runOnce(): Promise<AutopayRun> {
    const results: RunResult[] = [];
    for (const row of await repository.runnable()) {
      try {
        const result = await runOne(row);
        if (result) results.push(result);
      } catch (error) {
        // One account's failure does not stop the others'; its due date stays claimed (no blind retry).
        deps.log.error({ err: error, contragentId: row.contragent_id }, 'autopay run failed for an account');
      }
    }
    // After the charges: an autopay charged today is handled, so its next date is a month away.
    const reminded: Reminded[] = [];
    for (const row of await repository.runnable()) {
      try {
        const done = await remindOne(row);
        if (done) reminded.push(done);
      } catch (error) {
        deps.log.error({ err: error, contragentId: row.contragent_id }, 'autopay reminder failed for an account');
      }
    }
    return { results, reminded };
  }

  async function firstCharge(contragentId: number, settings: AutopayPreviewQuery): Promise<AutopayFirstCharge> {
    const day = settings.day ?? null;
    const today = dateOf(now());
    const row = await repository.get(contragentId);
    const month = await deps.lastMonthOf(contragentId);
    // As the save will leave it: the later of what is handled and a day already past this month.
    const handled = laterPeriod(row?.handled_period ?? null, skippedOnSave(day, today));
    return firstChargeOf(
      nextCharge(day, today, handled, month?.period),
      today,
      month?.totals.debtEnd ?? 0,
      settings.maxAmount,
    );
  }

  return {
    repository,
    state,
    preview: firstCharge,

    async save(userId, contragentId, body) {
      if (!(await repository.hasCard(userId, body.cardId))) throw cardNotFound();
      const today = dateOf(now());
      if (body.enabled) {
        const charge = await firstCharge(contragentId, { maxAmount: body.maxAmount, day: body.day ?? undefined });
        const confirmed = body.confirmedCharge;
        if (
          charge.needsConfirmation &&
          charge.on !== null &&
          (confirmed?.on !== charge.on || confirmed.amount !== charge.amount)
        ) {
          throw confirmationRequired(charge.on, charge.amount, today);
        }
      }
      const settings = {
        contragentId,
        userId,
        cardId: body.cardId,
        enabled: body.enabled,
        maxAmount: body.maxAmount,
        day: body.day,
      };
      await store.transaction(async () => {
        await forgetNotice(await repository.get(contragentId));
        await repository.save({ ...settings, skipPeriod: skippedOnSave(body.day, today) }, now());
      });
      return state(userId, contragentId);
    },

    async remove(userId, contragentId) {
      await store.transaction(async () => {
        const row = await repository.get(contragentId);
        if (!row) throw autopayNotFound();
        await forgetNotice(row);
        await repository.remove(contragentId);
      });
      return state(userId, contragentId);
    },

    removeCard(userId, cardId) {
      return store.transaction(async () => {
        if (!(await repository.hasCard(userId, cardId))) throw cardNotFound();
        const accounts = await repository.accountsCharging(cardId);
        for (const contragentId of accounts) await forgetNotice(await repository.get(contragentId));
        // The autopays charging the card go with it (ON DELETE CASCADE).
        await repository.removeCard(userId, cardId);
        return { autopayRemoved: accounts.length > 0 };
      });
    },

    runDue() {
      const run = (running ?? Promise.resolve()).catch(() => undefined).then(runOnce);
      running = run;
      void run
        .finally(() => {
          if (running === run) running = undefined;
        })
        .catch(() => undefined);
      return run;
    },

    async idle() {
      await running?.catch(() => undefined);
    },
  };
}
