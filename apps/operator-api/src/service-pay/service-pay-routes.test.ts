import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AutopayPreviewSchema,
  AutopayRunSchema,
  AutopayStateSchema,
  BilledServicesSchema,
  BillingSummarySchema,
  ContragentSchema,
  PaymentHistoryPageSchema,
} from '@resident/contract';
import type { AutopayBody } from '@resident/contract';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.ts';
import { asOperator } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import {
  accessTokenOf,
  outboxMessages,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { AUTOPAY_MESSAGES } from './autopay-messages.ts';

// resident@demo.ru holds accounts 1 and 2, debtor@demo.ru account 5 (a large debt), plain@demo.ru
// account 6, closed@demo.ru the closed account 4.
const RECURRING_DECLINED_CARD = '4000 0000 0000 0341';

let server: TestServer;
let resident: string;

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: InjectOptions['payload']) =>
  server.app.inject({
    method,
    url: `/api/v3${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

const stateOf = async (token: string, contragentId: number) =>
  AutopayStateSchema.parse((await call(token, 'GET', `/client/${contragentId}/autopay`)).json());
const debtOf = async (token: string, contragentId: number) =>
  BillingSummarySchema.parse((await call(token, 'GET', `/client/${contragentId}/billing/summary`)).json()).debt;
const historyOf = async (token: string, contragentId: number) =>
  PaymentHistoryPageSchema.parse((await call(token, 'GET', `/client/${contragentId}/billing/payments?size=100`)).json())
    .content;
const run = async () => AutopayRunSchema.parse((await asOperator(server)('POST', '/autopay/run')).json()).results;
const autopayBody = (cardId: number, overrides: Partial<AutopayBody> = {}): AutopayBody => ({
  enabled: true,
  maxAmount: 5_000_000,
  day: 1,
  cardId,
  ...overrides,
});
const previewOf = async (token: string, contragentId: number, { maxAmount, day }: AutopayBody) =>
  AutopayPreviewSchema.parse(
    (
      await call(
        token,
        'GET',
        `/client/${contragentId}/autopay/preview?maxAmount=${maxAmount}${day === null ? '' : `&day=${day}`}`,
      )
    ).json(),
  ).firstCharge;

/** PUT autopay as the portal does: a close first charge is confirmed as the preview names it. */
async function saveAutopay(token: string, contragentId: number, body: AutopayBody) {
  const charge = await previewOf(token, contragentId, body);
  const confirmedCharge =
    charge.needsConfirmation && charge.on !== null ? { on: charge.on, amount: charge.amount } : undefined;
  const response = await call(token, 'PUT', `/client/${contragentId}/autopay`, {
    ...body,
    ...(confirmedCharge ? { confirmedCharge } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return AutopayStateSchema.parse(response.json());
}

/** Pays 10 ₽ with «Сохранить карту» on the test acquirer's page; answers the card it saved. */
async function saveCard(token: string, contragentId: number, card = SUCCESS_CARD) {
  const payment = parsePayment(
    await postPayment(
      server,
      token,
      contragentId,
      paymentBody({ amount: 1_000, saveCard: true, returnPath: '/resident/1/service-pay' }),
    ),
  );
  await payWithCard(server, payment, card);
  const saved = (await stateOf(token, contragentId)).cards.at(-1);
  if (!saved) throw new Error('no card was saved');
  return saved;
}

// Payments and autopays are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(async () => {
    server = backendServer.server;
    resident = await accessTokenOf(server, 'resident@demo.ru');
  });

  /** The titles of the account's dashboard notices. */
  async function noticeTitles(token: string, contragentId: number): Promise<string[]> {
    return ContragentSchema.parse(
      (await call(token, 'GET', `/client/contragent/${contragentId}`)).json(),
    ).popupWindows.map((popup) => popup.title);
  }

  describe('the services of an account', () => {
    it('are the newest receipt’s; paying one names it in the history and counts to its debt', async () => {
      const { services } = BilledServicesSchema.parse((await call(resident, 'GET', '/client/1/services')).json());
      const debt = await debtOf(resident, 1);
      expect(services).toEqual([
        { id: 'tko', name: 'Обращение с ТКО', debt, period: expect.stringMatching(/^\d{4}-\d{2}$/) },
      ]);

      const payment = parsePayment(
        await postPayment(server, resident, 1, paymentBody({ amount: 10_000, serviceId: 'tko' })),
      );
      await payWithCard(server, payment, SUCCESS_CARD);
      expect((await historyOf(resident, 1))[0]).toMatchObject({
        id: payment.id,
        status: 'succeeded',
        channel: 'card',
        description: 'Оплата услуги «Обращение с ТКО»',
      });
      const after = BilledServicesSchema.parse((await call(resident, 'GET', '/client/1/services')).json()).services;
      expect(after[0]?.debt).toBe(debt - 10_000);
    });

    it('refuses a service the account is not billed for (404) and a service with another purpose (400)', async () => {
      const water = await postPayment(server, resident, 1, paymentBody({ serviceId: 'water' }));
      expect(water.statusCode).toBe(404);
      expect(water.json()).toEqual(errorBody('SERVICE_NOT_FOUND', PAYMENT_MESSAGES.serviceNotFound));
      const service = await postPayment(
        server,
        resident,
        1,
        paymentBody({ purpose: 'service', orderId: 1, serviceId: 'tko' }),
      );
      expect(service.statusCode).toBe(400);
      expect(service.json()).toEqual(errorBody('SERVICE_NOT_EXPECTED', PAYMENT_MESSAGES.serviceOnlyForCharges));
      expect((await postPayment(server, resident, 1, paymentBody({ serviceId: '' }))).statusCode).toBe(400);
    });
  });

  describe('autopay', () => {
    it('with a saved card: the operator’s run charges the debt once, as an autopayment in the history with its receipt', async () => {
      expect(await stateOf(resident, 1)).toEqual({ autopay: null, cards: [] });
      const card = await saveCard(resident, 1);
      expect(card).toEqual({ id: expect.any(Number), mask: '•••• 4242', savedAt: expect.any(String) });

      // On receipt: the receipt not charged yet is charged today, so saving asks to confirm it first.
      const settings = autopayBody(card.id, { day: null });
      const debt = await debtOf(resident, 1);
      expect(debt).toBeGreaterThan(0);
      const today = new Date(server.clock.now() + 3 * 3_600_000).toISOString().slice(0, 10);
      expect(await previewOf(resident, 1, settings)).toEqual({
        on: today,
        amount: debt,
        debt,
        outcome: 'charge',
        needsConfirmation: true,
      });
      const refused = await call(resident, 'PUT', '/client/1/autopay', settings);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(
        errorBody(
          'AUTOPAY_CONFIRMATION_REQUIRED',
          expect.stringMatching(/^Первое списание автоплатежа — сегодня, /) as unknown as string,
        ),
      );
      expect((await stateOf(resident, 1)).autopay).toBeNull();
      const wrong = await call(resident, 'PUT', '/client/1/autopay', {
        ...settings,
        confirmedCharge: { on: today, amount: debt - 1 },
      });
      expect(wrong.statusCode).toBe(409);

      const saved = AutopayStateSchema.parse(
        (
          await call(resident, 'PUT', '/client/1/autopay', {
            ...settings,
            confirmedCharge: { on: today, amount: debt },
          })
        ).json(),
      );
      expect(saved.autopay).toMatchObject({
        enabled: true,
        maxAmount: 5_000_000,
        day: null,
        card,
        problem: null,
        lastCharge: null,
      });

      const [result, ...others] = await run();
      expect(others).toEqual([]);
      expect(result).toEqual({
        contragentId: 1,
        numberPersonalAccount: '7700000001',
        outcome: 'charged',
        amount: debt,
        paymentId: expect.any(Number),
      });
      expect((await historyOf(resident, 1))[0]).toMatchObject({
        id: result?.paymentId,
        amount: debt,
        status: 'succeeded',
        purpose: 'charges',
        channel: 'autopay',
        description: 'Автоплатёж с карты •••• 4242',
      });
      expect(await debtOf(resident, 1)).toBe(0);
      // The fiscal receipt goes to the resident's login (the card payment before it named another address).
      // The register is asked after the settlement commits: the receipt's email follows in a moment.
      await expect
        .poll(
          async () =>
            (await outboxMessages(server, 'fiscal-receipt')).filter((message) => message.to === 'resident@demo.ru')
              .length,
        )
        .toBe(1);
      const receipts = await outboxMessages(server, 'fiscal-receipt');
      expect(receipts.filter((message) => message.to === 'resident@demo.ru')).toEqual([
        expect.objectContaining({ text: expect.stringContaining('•••• 4242') }),
      ]);

      // Once per due date: the next run has nothing to do.
      expect(await run()).toEqual([]);
      expect((await stateOf(resident, 1)).autopay).toMatchObject({
        lastCharge: { paymentId: result?.paymentId, status: 'succeeded', amount: debt },
      });
    });

    it('over the maximum: nothing charged, a notice on the dashboard and one email; changing it clears both', async () => {
      const debtor = await accessTokenOf(server, 'debtor@demo.ru');
      const card = await saveCard(debtor, 5);
      await saveAutopay(debtor, 5, autopayBody(card.id, { maxAmount: 10_000, day: null }));
      const before = (await historyOf(debtor, 5)).length;
      const debt = await debtOf(debtor, 5);

      expect(await run()).toEqual([
        {
          contragentId: 5,
          numberPersonalAccount: '7700000005',
          outcome: 'over-maximum',
          amount: debt,
          paymentId: null,
        },
      ]);
      expect(await historyOf(debtor, 5)).toHaveLength(before);
      const { autopay } = await stateOf(debtor, 5);
      expect(autopay?.problem).toMatchObject({ reason: 'over-maximum', amount: debt });
      const contragent = ContragentSchema.parse((await call(debtor, 'GET', '/client/contragent/5')).json());
      expect(contragent.popupWindows).toContainEqual({
        id: expect.any(Number),
        title: AUTOPAY_MESSAGES.noticeTitle,
        text: autopay?.problem?.text,
      });
      expect(await noticeTitles(debtor, 5)).toContain(AUTOPAY_MESSAGES.noticeTitle);
      const emails = await outboxMessages(server, 'autopay-failed');
      expect(emails).toEqual([
        expect.objectContaining({ to: 'debtor@demo.ru', subject: AUTOPAY_MESSAGES.noticeTitle }),
      ]);

      // Not retried blindly, and not told twice.
      expect(await run()).toEqual([]);
      expect(await outboxMessages(server, 'autopay-failed')).toHaveLength(1);

      // Raised: the receipt that failed is handled; the next charge comes with the next receipt.
      await saveAutopay(debtor, 5, autopayBody(card.id, { maxAmount: 50_000_000, day: null }));
      expect((await stateOf(debtor, 5)).autopay?.problem).toBeNull();
      expect(await noticeTitles(debtor, 5)).not.toContain(AUTOPAY_MESSAGES.noticeTitle);
      expect(await run()).toEqual([]);
    });

    it('a declined card: the failed autopayment is in the history, the resident told once, no second try', async () => {
      const card = await saveCard(resident, 1, RECURRING_DECLINED_CARD);
      expect(card.mask).toBe('•••• 0341');
      await saveAutopay(resident, 1, autopayBody(card.id, { day: null }));
      const [result] = await run();
      expect(result).toMatchObject({ outcome: 'declined', paymentId: expect.any(Number) });
      expect((await historyOf(resident, 1))[0]).toMatchObject({
        id: result?.paymentId,
        status: 'failed',
        channel: 'autopay',
      });
      expect((await stateOf(resident, 1)).autopay?.problem).toMatchObject({ reason: 'declined' });
      expect(await outboxMessages(server, 'autopay-failed')).toEqual([
        expect.objectContaining({ to: 'resident@demo.ru' }),
      ]);
      expect(await run()).toEqual([]);
      expect(await outboxMessages(server, 'autopay-failed')).toHaveLength(1);
    });

    it('is removed by DELETE (then 404), and with the card it charges', async () => {
      const card = await saveCard(resident, 1);
      await saveAutopay(resident, 1, autopayBody(card.id));
      const removed = await call(resident, 'DELETE', '/client/1/autopay');
      expect(removed.statusCode).toBe(200);
      expect(AutopayStateSchema.parse(removed.json())).toEqual({ autopay: null, cards: [card] });
      const again = await call(resident, 'DELETE', '/client/1/autopay');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(errorBody('AUTOPAY_NOT_FOUND', AUTOPAY_MESSAGES.autopayNotFound));

      await saveAutopay(resident, 2, autopayBody(card.id));
      expect((await call(resident, 'DELETE', `/client/cards/${card.id}`)).json()).toEqual({ autopayRemoved: true });
      expect(await stateOf(resident, 2)).toEqual({ autopay: null, cards: [] });
    });
  });

  describe('owner checks and bad input', () => {
    it('answers 404 for another resident’s account and card, 409 for a closed account', async () => {
      const card = await saveCard(resident, 1);
      const plain = await accessTokenOf(server, 'plain@demo.ru');
      for (const [method, url, payload] of [
        ['GET', '/client/1/services'],
        ['GET', '/client/1/autopay'],
        ['GET', '/client/1/autopay/preview?maxAmount=100000&day=10'],
        ['PUT', '/client/1/autopay', autopayBody(card.id)],
        ['DELETE', '/client/1/autopay'],
        ['DELETE', `/client/cards/${card.id}`],
      ] as const) {
        expect((await call(plain, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      // Another resident's card on one's own account.
      const foreign = await call(plain, 'PUT', '/client/6/autopay', autopayBody(card.id));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(errorBody('CARD_NOT_FOUND', AUTOPAY_MESSAGES.cardNotFound));
      expect((await stateOf(resident, 1)).cards).toEqual([card]);

      const closed = await accessTokenOf(server, 'closed@demo.ru');
      expect((await call(closed, 'PUT', '/client/4/autopay', autopayBody(card.id))).statusCode).toBe(409);
    });

    it.each<[string, unknown]>([
      ['day 0', { day: 0 }],
      ['day 29', { day: 29 }],
      ['a fractional day', { day: 1.5 }],
      ['maximum 0', { maxAmount: 0 }],
      ['a negative maximum', { maxAmount: -100 }],
      ['a maximum over 500 000 ₽', { maxAmount: 50_000_001 }],
      ['a fractional kopeck', { maxAmount: 100.5 }],
      ['no card', { cardId: undefined }],
      ['a card id that is text', { cardId: 'x' }],
      ['no on/off', { enabled: undefined }],
    ])('PUT autopay with %s → 400', async (_name, overrides) => {
      const response = await call(resident, 'PUT', '/client/1/autopay', {
        ...autopayBody(1),
        ...(overrides as object),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    });

    it.each([
      ['no maximum', 'day=10'],
      ['maximum 0', 'maxAmount=0'],
      ['a maximum that is text', 'maxAmount=много'],
      ['a maximum over 500 000 ₽', 'maxAmount=50000001'],
      ['day 0', 'maxAmount=100000&day=0'],
      ['day 29', 'maxAmount=100000&day=29'],
      ['an empty day', 'maxAmount=100000&day='],
    ])('GET autopay/preview with %s → 400 with a Russian message', async (_name, query) => {
      const response = await call(resident, 'GET', `/client/1/autopay/preview?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/[а-яё]/i) });
    });

    it.each<[string, unknown]>([
      ['a date that is not one', { on: 'завтра', amount: 100 }],
      ['a fractional amount', { on: '2026-05-10', amount: 1.5 }],
      ['no amount', { on: '2026-05-10' }],
    ])('PUT autopay with a confirmation of %s → 400', async (_name, confirmedCharge) => {
      const response = await call(resident, 'PUT', '/client/1/autopay', { ...autopayBody(1), confirmedCharge });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    });

    it('answers 400 for ids that are not numbers, 401 without a token, and the run only to the operator', async () => {
      expect((await call(resident, 'GET', '/client/abc/autopay')).statusCode).toBe(400);
      expect((await call(resident, 'GET', '/client/0/services')).statusCode).toBe(400);
      expect((await call(resident, 'DELETE', '/client/cards/abc')).statusCode).toBe(400);
      for (const [method, url] of [
        ['GET', '/client/1/services'],
        ['GET', '/client/1/autopay'],
        ['GET', '/client/1/autopay/preview?maxAmount=100'],
        ['PUT', '/client/1/autopay'],
        ['DELETE', '/client/1/autopay'],
        ['DELETE', '/client/cards/1'],
      ] as const) {
        expect((await call(undefined, method, url)).statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await asOperator(server, resident)('POST', '/autopay/run')).statusCode).toBe(401);
      expect((await asOperator(server, 'wrong')('POST', '/autopay/run')).statusCode).toBe(401);
    });
  });

  describe('the scheduler', () => {
    it('started with the server, charges a due autopay once however often it ticks', async () => {
      server = await backendServer.restart({ autopayIntervalMs: 40 });
      resident = await accessTokenOf(server, 'resident@demo.ru');
      const card = await saveCard(resident, 1);
      await saveAutopay(resident, 1, autopayBody(card.id, { day: null }));
      const autopayments = async () =>
        (await historyOf(resident, 1)).filter(
          (payment) => payment.channel === 'autopay' && payment.description.endsWith('4242'),
        );
      // Settled, however long that takes on a busy machine, and alone (no second charge beside it).
      await expect.poll(autopayments, { timeout: 30_000 }).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    });
  });
});
