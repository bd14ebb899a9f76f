import type { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AutopayBody, Payment } from '@resident/contract';
import type { LedgerMonth } from '../billing/ledger.ts';
import { momentIn } from '../billing/period.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import type { SavedCardPaymentRequest } from '../payments/payment-service.ts';
import { overMaximumText } from './autopay-messages.ts';
import { createAutopayService } from './autopay-service.ts';
import type { AutopayService } from './autopay-service.ts';

// Account 1 of resident 1 (ivanov@demo.ru) with a saved card; the ledger and the acquirer are stand-ins.
let db: DatabaseSync;
let clock: number;
let receipt: { period: string; debt: number } | undefined;
let declines: boolean;
let charges: SavedCardPaymentRequest[];
let mails: OutgoingMail[];
let service: AutopayService;

const body = (overrides: Partial<AutopayBody> = {}): AutopayBody => ({ enabled: true, maxAmount: 300_000, day: 10, cardId: 1, ...overrides });

const month = (): LedgerMonth | undefined =>
  receipt && {
    period: receipt.period,
    dueDate: '',
    lines: [],
    totals: { accrued: 0, recalculation: 0, penalty: 0, benefit: 0, paid: 0, debtStart: 0, debtEnd: receipt.debt, toPay: Math.max(receipt.debt, 0) },
  };

function chargeSaved(request: SavedCardPaymentRequest): Promise<Payment> {
  charges.push(request);
  const status = declines ? 'failed' : 'succeeded';
  const id = Number(
    (
      db
        .prepare(`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
          VALUES (?, ?, ?, 'charges', 'autopay', ?, ?, ?) RETURNING id`)
        .get(request.contragentId, request.amount, status, request.description, clock, clock) as { id: number }
    ).id,
  );
  // Paid: the account owes nothing more this month.
  if (!declines && receipt) receipt = { ...receipt, debt: receipt.debt - request.amount };
  const failureReason = declines ? 'Банк отклонил оплату. Деньги не списаны. Попробуйте другую карту или обратитесь в банк' : null;
  return Promise.resolve({
    id,
    status,
    amount: request.amount,
    purpose: 'charges',
    createdAt: new Date(clock).toISOString(),
    settledAt: new Date(clock).toISOString(),
    confirmationUrl: null,
    failureReason,
    receiptSentTo: null,
  });
}

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, 0);
  db.exec(`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'ivanov@demo.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0), (2, 'petrov@demo.ru', 'x', 'Петров', 'Пётр', 'Регоператор', 1, 0);
    INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь');
    INSERT INTO saved_cards (id, user_id, contragent_id, card_token, card_mask, created_at) VALUES
      (1, 1, 1, 'card_ivanov', '•••• 4242', 0), (2, 2, 1, 'card_petrov', '•••• 1111', 0);`);
  clock = momentIn('2026-05', 9, 12, 0);
  receipt = { period: '2026-05', debt: 150_000 };
  declines = false;
  charges = [];
  mails = [];
  service = createAutopayService({
    db,
    payments: { chargeSaved },
    outbox: { send: (mail) => mails.push(mail) },
    lastMonthOf: () => month(),
    emailOf: async (userId) => (userId === 1 ? 'ivanov@demo.ru' : undefined),
    portalUrl: 'https://lk.example.ru',
    now: () => clock,
    log: Fastify({ logger: false }).log,
  });
});

afterEach(() => db.close());

/** Money is written with the no-break spaces of ru-RU. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const popups = () => db.prepare('SELECT id, title, text FROM popup_windows WHERE contragent_id = 1').all();
const outcomes = async () => (await service.runDue()).results.map((result) => [result.outcome, result.amount]);

describe('the autopay run', () => {
  it('charges a day-of-month autopay once per due date: not before the day, once on it, again next month', async () => {
    service.save(1, 1, body());
    expect(service.state(1, 1).autopay).toMatchObject({ nextChargeOn: '2026-05-10', problem: null, lastCharge: null });
    expect(await outcomes()).toEqual([]);

    clock = momentIn('2026-05', 10, 9, 0);
    expect(await outcomes()).toEqual([['charged', 150_000]]);
    expect(charges).toEqual([
      expect.objectContaining({ contragentId: 1, userId: 1, amount: 150_000, cardToken: 'card_ivanov', scope: 'autopay:1', receiptEmail: 'ivanov@demo.ru' }),
    ]);
    clock = momentIn('2026-05', 20, 9, 0);
    expect(await outcomes()).toEqual([]);
    expect(service.state(1, 1).autopay).toMatchObject({ nextChargeOn: '2026-06-10', lastCharge: { amount: 150_000, status: 'succeeded' } });

    receipt = { period: '2026-06', debt: 160_000 };
    clock = momentIn('2026-06', 10, 9, 0);
    expect(await outcomes()).toEqual([['charged', 160_000]]);
    expect(await outcomes()).toEqual([]);
    expect(charges.map((charge) => charge.key)).toEqual(['2026-05:1', '2026-06:1']);
  });

  it('takes a day that has passed this month at the next run, and charges nothing when nothing is owed', async () => {
    clock = momentIn('2026-05', 25, 9, 0);
    service.save(1, 1, body({ day: 3 }));
    expect(service.state(1, 1).autopay?.nextChargeOn).toBe('2026-05-25');
    receipt = { period: '2026-05', debt: -5_000 };
    expect(await outcomes()).toEqual([['nothing-due', 0]]);
    expect(charges).toEqual([]);
    expect(await outcomes()).toEqual([]);
  });

  it('on receipt: charges when a new receipt arrives, once per receipt', async () => {
    service.save(1, 1, body({ day: null }));
    expect(service.state(1, 1).autopay?.nextChargeOn).toBeNull();
    expect(await outcomes()).toEqual([['charged', 150_000]]);
    expect(await outcomes()).toEqual([]);
    receipt = { period: '2026-06', debt: 120_000 };
    expect(await outcomes()).toEqual([['charged', 120_000]]);
  });

  it('charges nothing over the maximum, tells the resident once (notice and email), and waits for a change', async () => {
    service.save(1, 1, body({ maxAmount: 100_000, day: null }));
    expect(await outcomes()).toEqual([['over-maximum', 150_000]]);
    expect(charges).toEqual([]);
    const text = overMaximumText('7700000001', 150_000, 100_000);
    expect(plain(text)).toContain('к оплате 1 500,00 ₽, это больше установленного максимума 1 000,00 ₽');
    expect(popups()).toEqual([{ id: expect.any(Number), title: 'Автоплатёж не выполнен', text }]);
    expect(mails).toEqual([
      expect.objectContaining({ to: 'ivanov@demo.ru', kind: 'autopay-failed', subject: 'Автоплатёж не выполнен', text: expect.stringContaining(text) }),
    ]);
    expect(mails[0]?.text).toContain('https://lk.example.ru/resident/1/service-pay');
    expect(service.state(1, 1).autopay).toMatchObject({ problem: { reason: 'over-maximum', amount: 150_000, text }, nextChargeOn: null });

    // No blind retry: the next runs, even with a new receipt, leave it alone and say nothing more.
    receipt = { period: '2026-06', debt: 150_000 };
    expect(await outcomes()).toEqual([]);
    expect(mails).toHaveLength(1);

    // The resident raises the maximum: the notice goes and the next run charges.
    service.save(1, 1, body({ maxAmount: 200_000, day: null }));
    expect(popups()).toEqual([]);
    expect(service.state(1, 1).autopay?.problem).toBeNull();
    expect(await outcomes()).toEqual([['charged', 150_000]]);
  });

  it('a declined card: the payment is kept as failed, the resident told once, no retry until a change', async () => {
    declines = true;
    service.save(1, 1, body({ day: 1 }));
    expect(await outcomes()).toEqual([['declined', 150_000]]);
    expect(charges).toHaveLength(1);
    const { autopay } = service.state(1, 1);
    expect(autopay).toMatchObject({ problem: { reason: 'declined', amount: 150_000 }, lastCharge: { status: 'failed', amount: 150_000 } });
    expect(plain(autopay?.problem?.text ?? '')).toMatch(/^Автоплатёж по лицевому счёту 7700000001 на 1 500,00 ₽ с карты •••• 4242 не выполнен\. Банк отклонил оплату/);
    expect(popups()).toHaveLength(1);
    expect(mails).toHaveLength(1);
    clock = momentIn('2026-05', 12, 9, 0);
    expect(await outcomes()).toEqual([]);
    expect(charges).toHaveLength(1);

    declines = false;
    service.save(1, 1, body({ day: 1 }));
    expect(await outcomes()).toEqual([['charged', 150_000]]);
    expect(charges.map((charge) => charge.key)).toEqual(['2026-05:1', '2026-05:2']);
  });

  it('runs one after another: two runs at once charge a due date once', async () => {
    service.save(1, 1, body({ day: 1 }));
    const [first, second] = await Promise.all([service.runDue(), service.runDue()]);
    expect([...first.results, ...second.results].map((result) => result.outcome)).toEqual(['charged']);
    expect(charges).toHaveLength(1);
  });

  it('skips an autopay that is off, and one of a closed account', async () => {
    service.save(1, 1, body({ day: 1, enabled: false }));
    expect(await outcomes()).toEqual([]);
    service.save(1, 1, body({ day: 1 }));
    db.exec('UPDATE contragents SET is_closed = 1 WHERE id = 1');
    expect(await outcomes()).toEqual([]);
    expect(charges).toEqual([]);
  });
});

describe('settings', () => {
  it('take only the caller’s own card; the state lists only the caller’s cards', () => {
    expect(() => service.save(1, 1, body({ cardId: 2 }))).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => service.save(1, 1, body({ cardId: 99 }))).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(service.state(1, 1)).toEqual({ autopay: null, cards: [{ id: 1, mask: '•••• 4242', savedAt: new Date(0).toISOString() }] });
  });

  it('removing the autopay drops its notice; removing its card removes it too', async () => {
    service.save(1, 1, body({ maxAmount: 100, day: 1 }));
    await service.runDue();
    expect(popups()).toHaveLength(1);
    expect(service.remove(1, 1).autopay).toBeNull();
    expect(popups()).toEqual([]);
    expect(() => service.remove(1, 1)).toThrow(expect.objectContaining({ statusCode: 404 }));

    service.save(1, 1, body());
    expect(() => service.removeCard(1, 2)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(service.removeCard(1, 1)).toEqual({ autopayRemoved: true });
    expect(service.state(1, 1)).toEqual({ autopay: null, cards: [] });
    expect(service.removeCard(2, 2)).toEqual({ autopayRemoved: false });
  });
});
