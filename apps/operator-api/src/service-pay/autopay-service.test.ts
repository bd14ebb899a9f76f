import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AutopayBody, Payment } from '@resident/contract';
import type { LedgerMonth } from '../billing/ledger.ts';
import { momentIn } from '../billing/period.ts';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createOutbox } from '../outbox/outbox.ts';
import type { Outbox, OutgoingMail } from '../outbox/outbox.ts';
import { createOutboxRepository } from '../outbox/outbox-repository.ts';
import type { SavedCardPaymentRequest } from '../payments/payment-service.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { overMaximumText } from './autopay-messages.ts';
import { createAutopayService } from './autopay-service.ts';
import type { AutopayService } from './autopay-service.ts';

// Account 1 of resident 1 (ivanov@demo.ru) with a saved card; the ledger and the acquirer are
// stand-ins. On both backends: the autopays, their claims and reminders are on the async store.
let stores: TwoInstanceStores;
let store: Store;
let clock: number;
let receipt: { period: string; debt: number } | undefined;
let declines: boolean;
let charges: SavedCardPaymentRequest[];
let mails: OutgoingMail[];
let service: AutopayService;

const body = (overrides: Partial<AutopayBody> = {}): AutopayBody => ({
  enabled: true,
  maxAmount: 300_000,
  day: 10,
  cardId: 1,
  ...overrides,
});
/** The settings with the first charge confirmed as it stands (the resident said yes in the dialog). */
const confirmed = async (overrides: Partial<AutopayBody> = {}): Promise<AutopayBody> => {
  const settings = body(overrides);
  const charge = await service.preview(1, { maxAmount: settings.maxAmount, day: settings.day ?? undefined });
  return charge.on === null ? settings : { ...settings, confirmedCharge: { on: charge.on, amount: charge.amount } };
};

const month = (): LedgerMonth | undefined =>
  receipt && {
    period: receipt.period,
    dueDate: '',
    lines: [],
    totals: {
      accrued: 0,
      recalculation: 0,
      penalty: 0,
      benefit: 0,
      paid: 0,
      debtStart: 0,
      debtEnd: receipt.debt,
      toPay: Math.max(receipt.debt, 0),
    },
  };

async function chargeSaved(request: SavedCardPaymentRequest): Promise<Payment> {
  charges.push(request);
  const status = declines ? 'failed' : 'succeeded';
  const row = await first(
    store,
    sql<{
      id: number;
    }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
      VALUES (${request.contragentId}, ${request.amount}, ${status}, 'charges', 'autopay', ${request.description}, ${clock}, ${clock}) RETURNING id`,
  );
  // Paid: the account owes nothing more this month.
  if (!declines && receipt) receipt = { ...receipt, debt: receipt.debt - request.amount };
  const failureReason = declines
    ? 'Банк отклонил оплату. Деньги не списаны. Попробуйте другую карту или обратитесь в банк'
    : null;
  return {
    id: Number(row?.id),
    status,
    amount: request.amount,
    purpose: 'charges',
    createdAt: new Date(clock).toISOString(),
    settledAt: new Date(clock).toISOString(),
    confirmationUrl: null,
    failureReason,
    receiptSentTo: null,
  };
}

/** One instance's autopay service on its store, with the outbox given (a stand-in by default). */
function serviceOn(
  on: Store,
  outbox: Pick<Outbox, 'send'> = { send: async (mail) => mails.push(mail) },
): AutopayService {
  return createAutopayService({
    store: on,
    payments: { chargeSaved },
    outbox,
    lastMonthOf: async () => month(),
    emailOf: async (userId) => (userId === 1 ? 'ivanov@demo.ru' : undefined),
    portalUrl: 'https://lk.example.ru',
    now: () => clock,
    log: Fastify({ logger: false }).log,
  });
}

/** The real outbox of an instance: its rows in the store, written in the caller's transaction. */
const realOutbox = (on: Store) =>
  createOutbox({
    store: on,
    repository: createOutboxRepository(on),
    transport: undefined,
    from: 'noreply@localhost',
    now: () => clock,
    onError: () => {},
  });

describe.each(BACKENDS)('on %s', (backend) => {
  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend);
    store = stores.store;
    await run(
      store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'ivanov@demo.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0), (2, 'petrov@demo.ru', 'x', 'Петров', 'Пётр', 'Регоператор', 1, 0)`,
    );
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    await run(
      store,
      sql`INSERT INTO saved_cards (id, user_id, contragent_id, card_token, card_mask, created_at) VALUES
      (1, 1, 1, 'card_ivanov', '•••• 4242', 0), (2, 2, 1, 'card_petrov', '•••• 1111', 0)`,
    );
    clock = momentIn('2026-05', 9, 12, 0);
    receipt = { period: '2026-05', debt: 150_000 };
    declines = false;
    charges = [];
    mails = [];
    service = serviceOn(store);
  });

  afterEach(async () => {
    await stores.close();
  });

  /** Money is written with the no-break spaces of ru-RU. */
  const plain = (text: string) => text.replace(/\s/g, ' ');
  const popups = () =>
    all(store, sql`SELECT id, title, text FROM popup_windows WHERE contragent_id = 1`).then((rows) =>
      rows.map((row) => ({ ...(row as object), id: Number((row as { id: unknown }).id) })),
    );
  const outcomes = async () => (await service.runDue()).results.map((result) => [result.outcome, result.amount]);

  describe('the autopay run', () => {
    it('charges a day-of-month autopay once per due date: not before the day, once on it, again next month', async () => {
      clock = momentIn('2026-05', 5, 12, 0);
      await service.save(1, 1, body());
      expect((await service.state(1, 1)).autopay).toMatchObject({
        nextChargeOn: '2026-05-10',
        problem: null,
        lastCharge: null,
      });
      expect(await outcomes()).toEqual([]);

      clock = momentIn('2026-05', 10, 9, 0);
      expect(await outcomes()).toEqual([['charged', 150_000]]);
      expect(charges).toEqual([
        expect.objectContaining({
          contragentId: 1,
          userId: 1,
          amount: 150_000,
          cardToken: 'card_ivanov',
          scope: 'autopay:1',
          receiptEmail: 'ivanov@demo.ru',
        }),
      ]);
      clock = momentIn('2026-05', 20, 9, 0);
      expect(await outcomes()).toEqual([]);
      expect((await service.state(1, 1)).autopay).toMatchObject({
        nextChargeOn: '2026-06-10',
        lastCharge: { amount: 150_000, status: 'succeeded' },
      });

      receipt = { period: '2026-06', debt: 160_000 };
      clock = momentIn('2026-06', 10, 9, 0);
      expect(await outcomes()).toEqual([['charged', 160_000]]);
      expect(await outcomes()).toEqual([]);
      expect(charges.map((charge) => charge.key)).toEqual(['2026-05:1', '2026-06:1']);
    });

    it('saved on the 28th with day 10 (the defaults), charges nothing at once: the first charge is the next 10th', async () => {
      clock = momentIn('2026-05', 28, 14, 0);
      expect(await service.preview(1, { maxAmount: 300_000, day: 10 })).toEqual({
        on: '2026-06-10',
        amount: 150_000,
        debt: 150_000,
        outcome: 'charge',
        needsConfirmation: false,
      });
      await service.save(1, 1, body());
      expect((await service.state(1, 1)).autopay?.nextChargeOn).toBe('2026-06-10');
      expect(await outcomes()).toEqual([]);
      clock = momentIn('2026-05', 31, 23, 0);
      expect(await outcomes()).toEqual([]);
      clock = momentIn('2026-06', 10, 0, 5);
      expect(await outcomes()).toEqual([['charged', 150_000]]);
      expect(charges.map((charge) => charge.key)).toEqual(['2026-06:1']);
    });

    it('a run that missed the day (the server was down) still takes it that month; nothing owed charges nothing', async () => {
      clock = momentIn('2026-05', 1, 9, 0);
      await service.save(1, 1, body({ day: 6 }));
      clock = momentIn('2026-05', 25, 9, 0);
      expect((await service.state(1, 1)).autopay?.nextChargeOn).toBe('2026-05-25');
      receipt = { period: '2026-05', debt: -5_000 };
      expect(await outcomes()).toEqual([['nothing-due', 0]]);
      expect(charges).toEqual([]);
      expect(await outcomes()).toEqual([]);
    });

    it('on receipt: a receipt not charged yet is charged at once (confirmed), then each new receipt once', async () => {
      expect(await service.preview(1, { maxAmount: 300_000 })).toMatchObject({
        on: '2026-05-09',
        amount: 150_000,
        needsConfirmation: true,
      });
      await service.save(1, 1, await confirmed({ day: null }));
      expect((await service.state(1, 1)).autopay?.nextChargeOn).toBeNull();
      expect(await outcomes()).toEqual([['charged', 150_000]]);
      expect(await outcomes()).toEqual([]);
      expect(await service.preview(1, { maxAmount: 300_000 })).toMatchObject({
        on: null,
        outcome: 'next-receipt',
        needsConfirmation: false,
      });
      receipt = { period: '2026-06', debt: 120_000 };
      expect(await outcomes()).toEqual([['charged', 120_000]]);
    });

    it('charges nothing over the maximum, tells the resident once (notice and email), and waits for a change', async () => {
      await service.save(1, 1, body({ maxAmount: 100_000, day: null }));
      expect(await outcomes()).toEqual([['over-maximum', 150_000]]);
      expect(charges).toEqual([]);
      const text = overMaximumText('7700000001', 150_000, 100_000);
      expect(plain(text)).toContain('к оплате 1 500,00 ₽, это больше установленного максимума 1 000,00 ₽');
      expect(await popups()).toEqual([{ id: expect.any(Number), title: 'Автоплатёж не выполнен', text }]);
      expect(mails).toEqual([
        expect.objectContaining({
          to: 'ivanov@demo.ru',
          kind: 'autopay-failed',
          subject: 'Автоплатёж не выполнен',
          text: expect.stringContaining(text),
        }),
      ]);
      expect(mails[0]?.text).toContain('https://lk.example.ru/resident/1/service-pay');
      expect((await service.state(1, 1)).autopay).toMatchObject({
        problem: { reason: 'over-maximum', amount: 150_000, text },
        nextChargeOn: null,
      });

      // No blind retry: the next runs, even with a new receipt, leave it alone and say nothing more.
      receipt = { period: '2026-06', debt: 150_000 };
      expect(await outcomes()).toEqual([]);
      expect(mails).toHaveLength(1);

      // The resident raises the maximum: the notice goes, and the next charge is the receipt not
      // charged yet, today, which the resident confirms.
      await expect(service.save(1, 1, body({ maxAmount: 200_000, day: null }))).rejects.toMatchObject({
        statusCode: 409,
      });
      await service.save(1, 1, await confirmed({ maxAmount: 200_000, day: null }));
      expect(await popups()).toEqual([]);
      expect((await service.state(1, 1)).autopay?.problem).toBeNull();
      expect(await outcomes()).toEqual([['charged', 150_000]]);
    });

    it('a declined card: the payment is kept as failed, the resident told once, no retry until a change', async () => {
      declines = true;
      await service.save(1, 1, await confirmed({ day: 9 }));
      expect(await outcomes()).toEqual([['declined', 150_000]]);
      expect(charges).toHaveLength(1);
      const { autopay } = await service.state(1, 1);
      expect(autopay).toMatchObject({
        problem: { reason: 'declined', amount: 150_000 },
        lastCharge: { status: 'failed', amount: 150_000 },
      });
      expect(plain(autopay?.problem?.text ?? '')).toMatch(
        /^Автоплатёж по лицевому счёту 7700000001 на 1 500,00 ₽ с карты •••• 4242 не выполнен\. Банк отклонил оплату/,
      );
      expect(await popups()).toHaveLength(1);
      expect(mails).toHaveLength(1);
      clock = momentIn('2026-05', 12, 9, 0);
      expect(await outcomes()).toEqual([]);
      expect(charges).toHaveLength(1);

      // Changed on the 12th: the failed month is not tried again at once, the next 9th is.
      declines = false;
      await service.save(1, 1, body({ day: 9 }));
      expect((await service.state(1, 1)).autopay?.nextChargeOn).toBe('2026-06-09');
      expect(await outcomes()).toEqual([]);
      clock = momentIn('2026-06', 9, 9, 0);
      expect(await outcomes()).toEqual([['charged', 150_000]]);
      expect(charges.map((charge) => charge.key)).toEqual(['2026-05:1', '2026-06:2']);
    });

    it('runs one after another: two runs at once charge a due date once', async () => {
      await service.save(1, 1, await confirmed({ day: 9 }));
      const [one, two] = await Promise.all([service.runDue(), service.runDue()]);
      expect([...one.results, ...two.results].map((result) => result.outcome)).toEqual(['charged']);
      expect(charges).toHaveLength(1);
    });

    it('two instances’ runs at once charge a due date once', async () => {
      await service.save(1, 1, await confirmed({ day: 9 }));
      const runs = await Promise.all(
        [service, serviceOn(stores.other), service, serviceOn(stores.other)].map((instance) => instance.runDue()),
      );
      expect(runs.flatMap((one) => one.results).map((result) => result.outcome)).toEqual(['charged']);
      expect(charges).toHaveLength(1);
    });

    it('skips an autopay that is off, and one of a closed account', async () => {
      await service.save(1, 1, body({ day: 9, enabled: false }));
      expect(await outcomes()).toEqual([]);
      await service.save(1, 1, await confirmed({ day: 9 }));
      await run(store, sql`UPDATE contragents SET is_closed = 1 WHERE id = 1`);
      expect(await outcomes()).toEqual([]);
      expect(charges).toEqual([]);
    });
  });

  describe('the confirmation of a close first charge', () => {
    /** The text as ru-RU writes it: no-break spaces in the money. */
    const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));
    const refusal = (on: string, amount: string) => ({
      statusCode: 409,
      body: {
        details: [
          {
            code: 'AUTOPAY_CONFIRMATION_REQUIRED',
            message: expect.stringMatching(spaced(`${on}, ${amount}`)) as unknown,
          },
        ],
        message: expect.stringMatching(
          /^Первое списание автоплатежа — .*Подтвердите его, чтобы сохранить автоплатёж\.$/,
        ) as unknown,
      },
    });

    it('is required within 3 days of saving: without it, or for another date or amount, 409 and nothing saved', async () => {
      // The 9th, day 12: three days ahead.
      await expect(service.save(1, 1, body({ day: 12 }))).rejects.toMatchObject(refusal('12.05.2026', '1 500,00 ₽'));
      expect((await service.state(1, 1)).autopay).toBeNull();
      await expect(
        service.save(1, 1, body({ day: 12, confirmedCharge: { on: '2026-05-12', amount: 100_000 } })),
      ).rejects.toMatchObject({ statusCode: 409 });
      await expect(
        service.save(1, 1, body({ day: 12, confirmedCharge: { on: '2026-05-13', amount: 150_000 } })),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect((await service.state(1, 1)).autopay).toBeNull();

      // Today's charge says so.
      await expect(service.save(1, 1, body({ day: 9 }))).rejects.toMatchObject(
        refusal('сегодня, 09.05.2026', '1 500,00 ₽'),
      );

      const saved = await service.save(1, 1, body({ day: 12, confirmedCharge: { on: '2026-05-12', amount: 150_000 } }));
      expect(saved.autopay).toMatchObject({ day: 12, nextChargeOn: '2026-05-12' });
    });

    it('is not required four days ahead, for an autopay that is off, or for a charge that takes nothing', async () => {
      await service.save(1, 1, body({ day: 13 }));
      await service.save(1, 1, body({ day: 9, enabled: false }));
      await service.save(1, 1, body({ day: 9, maxAmount: 100_000 }));
      receipt = { period: '2026-05', debt: 0 };
      await service.save(1, 1, body({ day: 9 }));
      expect((await service.state(1, 1)).autopay).toMatchObject({ day: 9, maxAmount: 300_000 });
    });

    it('an amount that changed since the dialog asks again with the new one', async () => {
      const settings = await confirmed({ day: 10 });
      receipt = { period: '2026-05', debt: 170_000 };
      await expect(service.save(1, 1, settings)).rejects.toMatchObject(refusal('10.05.2026', '1 700,00 ₽'));
    });
  });

  describe('the reminder the day before a charge', () => {
    it('is emailed once per charge date: the date, the debt, the card, the maximum and the page', async () => {
      clock = momentIn('2026-05', 1, 9, 0);
      await service.save(1, 1, body());
      clock = momentIn('2026-05', 8, 23, 0);
      expect((await service.runDue()).reminded).toEqual([]);

      clock = momentIn('2026-05', 9, 0, 5);
      expect(await service.runDue()).toEqual({ results: [], reminded: [{ contragentId: 1, chargeOn: '2026-05-10' }] });
      expect(mails).toEqual([
        expect.objectContaining({ to: 'ivanov@demo.ru', kind: 'autopay-reminder', subject: 'Завтра автоплатёж' }),
      ]);
      const text = plain(mails[0]?.text ?? '');
      expect(text).toContain(
        'Завтра, 10.05.2026, с карты •••• 4242 будет списан автоплатёж по лицевому счёту 7700000001: сейчас к оплате 1 500,00 ₽',
      );
      expect(text).toContain('не больше установленного максимума 3 000,00 ₽');
      expect(text).toContain('https://lk.example.ru/resident/1/service-pay');

      // Later that day, and after a change of the settings: not again.
      clock = momentIn('2026-05', 9, 18, 0);
      await service.save(1, 1, await confirmed({ maxAmount: 250_000 }));
      expect((await service.runDue()).reminded).toEqual([]);
      expect(mails).toHaveLength(1);

      clock = momentIn('2026-05', 10, 0, 5);
      expect(await service.runDue()).toMatchObject({ results: [{ outcome: 'charged' }], reminded: [] });
      receipt = { period: '2026-06', debt: 90_000 };
      clock = momentIn('2026-06', 9, 10, 0);
      expect((await service.runDue()).reminded).toEqual([{ contragentId: 1, chargeOn: '2026-06-10' }]);
      expect(mails.map((mail) => mail.kind)).toEqual(['autopay-reminder', 'autopay-reminder']);
    });

    it('is by the Moscow day: 21:30 UTC on the 8th is already the 9th there', async () => {
      clock = momentIn('2026-05', 1, 9, 0);
      await service.save(1, 1, body());
      clock = Date.UTC(2026, 4, 8, 20, 30);
      expect((await service.runDue()).reminded).toEqual([]);
      clock = Date.UTC(2026, 4, 8, 21, 30);
      expect((await service.runDue()).reminded).toEqual([{ contragentId: 1, chargeOn: '2026-05-10' }]);
    });

    it('over the maximum says the debt will not be charged; nothing owed, off or on receipt sends none', async () => {
      clock = momentIn('2026-05', 1, 9, 0);
      await service.save(1, 1, body({ maxAmount: 100_000 }));
      clock = momentIn('2026-05', 9, 9, 0);
      await service.runDue();
      expect(plain(mails[0]?.text ?? '')).toContain(
        'Завтра, 10.05.2026, автоплатёж по лицевому счёту 7700000001 не сможет списать долг: к оплате 1 500,00 ₽, это больше установленного максимума 1 000,00 ₽',
      );

      await run(store, sql`DELETE FROM autopays`);
      mails = [];
      receipt = { period: '2026-05', debt: 0 };
      await service.save(1, 1, body());
      await service.save(1, 1, body({ day: 11 }));
      expect((await service.runDue()).reminded).toEqual([]);
      receipt = { period: '2026-05', debt: 150_000 };
      await service.save(1, 1, body({ enabled: false }));
      expect((await service.runDue()).reminded).toEqual([]);
      await service.save(1, 1, body({ maxAmount: 100_000, day: null }));
      expect((await service.runDue()).reminded).toEqual([]);
      expect(mails.filter((mail) => mail.kind === 'autopay-reminder')).toEqual([]);
    });

    it('is taken and written in one transaction: an outbox that fails leaves it to the next run', async () => {
      clock = momentIn('2026-05', 1, 9, 0);
      await service.save(1, 1, body());
      clock = momentIn('2026-05', 9, 9, 0);
      let failures = 1;
      const flaky = serviceOn(store, {
        send: async (mail) => {
          if (failures-- > 0) throw new Error('the outbox is down');
          mails.push(mail);
          return mails.length;
        },
      });
      expect((await flaky.runDue()).reminded).toEqual([]);
      expect(mails).toEqual([]);
      expect((await flaky.runDue()).reminded).toEqual([{ contragentId: 1, chargeOn: '2026-05-10' }]);
      expect((await flaky.runDue()).reminded).toEqual([]);
      expect(mails).toHaveLength(1);
    });

    it('two instances’ schedulers at once write one reminder to the outbox', async () => {
      clock = momentIn('2026-05', 1, 9, 0);
      await service.save(1, 1, body());
      clock = momentIn('2026-05', 9, 9, 0);
      const instances = [serviceOn(store, realOutbox(store)), serviceOn(stores.other, realOutbox(stores.other))];
      const runs = await Promise.all([...instances, ...instances].map((instance) => instance.runDue()));
      expect(runs.flatMap((one) => one.reminded)).toEqual([{ contragentId: 1, chargeOn: '2026-05-10' }]);
      const rows = await all(
        store,
        sql<{
          recipient: string;
          subject: string;
        }>`SELECT recipient, subject FROM outbox WHERE kind = 'autopay-reminder'`,
      );
      expect(rows).toEqual([{ recipient: 'ivanov@demo.ru', subject: 'Завтра автоплатёж' }]);
    });
  });

  describe('settings', () => {
    it('take only the caller’s own card; the state lists only the caller’s cards', async () => {
      await expect(service.save(1, 1, body({ cardId: 2 }))).rejects.toThrow(
        expect.objectContaining({ statusCode: 404 }),
      );
      await expect(service.save(1, 1, body({ cardId: 99 }))).rejects.toThrow(
        expect.objectContaining({ statusCode: 404 }),
      );
      expect(await service.state(1, 1)).toEqual({
        autopay: null,
        cards: [{ id: 1, mask: '•••• 4242', savedAt: new Date(0).toISOString() }],
      });
    });

    it('removing the autopay drops its notice; removing its card removes it too', async () => {
      await service.save(1, 1, body({ maxAmount: 100, day: 9 }));
      await service.runDue();
      expect(await popups()).toHaveLength(1);
      expect((await service.remove(1, 1)).autopay).toBeNull();
      expect(await popups()).toEqual([]);
      await expect(service.remove(1, 1)).rejects.toThrow(expect.objectContaining({ statusCode: 404 }));

      await service.save(1, 1, body({ day: 20 }));
      await expect(service.removeCard(1, 2)).rejects.toThrow(expect.objectContaining({ statusCode: 404 }));
      expect(await service.removeCard(1, 1)).toEqual({ autopayRemoved: true });
      expect(await service.state(1, 1)).toEqual({ autopay: null, cards: [] });
      expect(await service.removeCard(2, 2)).toEqual({ autopayRemoved: false });
    });
  });
});
