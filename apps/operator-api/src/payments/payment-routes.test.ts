import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentHistoryPageSchema, PaymentSchema } from '@resident/contract';
import { errorBody } from '../test-support/error-body.ts';
import {
  accessTokenOf,
  DECLINED_CARD,
  outboxMessages,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  submitCard,
  SUCCESS_CARD,
  THREE_DS_CARD,
  UNAVAILABLE_CARD,
} from '../test-support/payment-flow.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { FAILURE_TEXTS, EXPIRED_TEXT } from './failure-reasons.ts';
import { KEY_REUSED } from './payment-service.ts';

let server: TestServer;
let token: string;

const getPayment = (contragentId: number, paymentId: number, as = token) =>
  server.getAs(as, `/api/v3/client/${contragentId}/payments/${paymentId}`);

async function createPayment(overrides = {}) {
  const response = await postPayment(server, token, 1, paymentBody(overrides));
  expect(response.statusCode).toBe(201);
  return parsePayment(response);
}

// Payments are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(async () => {
    server = backendServer.server;
    token = await accessTokenOf(server, 'resident@demo.ru');
  });

  /** How many payments account 1 has (its history counts every one, whatever its status). */
  const paymentCount = async () =>
    PaymentHistoryPageSchema.parse((await server.getAs(token, '/api/v3/client/1/billing/payments?size=1')).json())
      .totalElements;

  describe('POST client/{contragentId}/payments', () => {
    it('creates a payment with the acquirer page and the masked receipt contact', async () => {
      const response = await postPayment(server, token, 1, paymentBody());
      expect(response.statusCode).toBe(201);
      expect(PaymentSchema.parse(response.json())).toEqual({
        id: expect.any(Number),
        status: 'created',
        amount: 150_000,
        purpose: 'charges',
        createdAt: new Date(server.clock.now()).toISOString(),
        settledAt: null,
        confirmationUrl: expect.stringMatching(/^\/api\/test-acquirer\/pay\/[\w-]+$/),
        failureReason: null,
        receiptSentTo: 'i***@demo.ru',
      });
    });

    it('answers the first payment to the same key and body, without a second charge', async () => {
      const key = randomUUID();
      const first = await postPayment(server, token, 1, paymentBody(), key);
      const again = await postPayment(server, token, 1, paymentBody(), key.toUpperCase());
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // After it succeeded, the same key still answers it, now settled.
      await payWithCard(server, parsePayment(first), SUCCESS_CARD);
      const settled = parsePayment(await postPayment(server, token, 1, paymentBody(), key));
      expect(settled).toMatchObject({ id: parsePayment(first).id, status: 'succeeded', confirmationUrl: null });
      await vi.waitFor(async () => expect(await outboxMessages(server, 'fiscal-receipt')).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      });
    });

    it('refuses a used key with a different body (409) and creates nothing', async () => {
      const key = randomUUID();
      const first = parsePayment(await postPayment(server, token, 1, paymentBody(), key));
      const other = await postPayment(server, token, 1, paymentBody({ amount: 150_001 }), key);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual(errorBody('IDEMPOTENCY_KEY_REUSED', KEY_REUSED));
      // The refused request inserted no row: on SQLite the next payment takes the very next id (a
      // PostgreSQL sequence skips the value a conflicting insert drew, so there the rows are counted).
      const before = await paymentCount();
      const next = parsePayment(await postPayment(server, token, 1, paymentBody()));
      if (backend === 'sqlite') expect(next.id).toBe(first.id + 1);
      expect(await paymentCount()).toBe(before + 1);
    });

    it('makes exactly one payment of 50 concurrent identical requests over HTTP', async () => {
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const key = randomUUID();
      const send = () =>
        fetch(`${base}/api/v3/client/1/payments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'content-type': 'application/json' },
          body: JSON.stringify(paymentBody()),
        });
      const responses = await Promise.all(Array.from({ length: 50 }, send));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array<number>(49).fill(200), 201]);
      const payments = await Promise.all(responses.map(async (response) => PaymentSchema.parse(await response.json())));
      expect(new Set(payments.map((payment) => payment.id)).size).toBe(1);
      // Every answer carries the acquirer page, also those that arrived while it was being opened.
      expect(new Set(payments.map((payment) => payment.confirmationUrl)).size).toBe(1);
      expect(payments[0]?.confirmationUrl).toMatch(/^\/api\/test-acquirer\/pay\//);
      const before = await paymentCount();
      const next = parsePayment(await postPayment(server, token, 1, paymentBody()));
      if (backend === 'sqlite') expect(next.id).toBe((payments[0]?.id ?? 0) + 1);
      expect(await paymentCount()).toBe(before + 1);
    });

    it('keeps keys apart per resident', async () => {
      const key = randomUUID();
      const mine = parsePayment(await postPayment(server, token, 1, paymentBody(), key));
      const plainToken = await accessTokenOf(server, 'plain@demo.ru');
      const theirs = await postPayment(server, plainToken, 6, paymentBody(), key);
      expect(theirs.statusCode).toBe(201);
      expect(parsePayment(theirs).id).not.toBe(mine.id);
    });

    it('answers 404 for another resident’s account and for a missing one', async () => {
      const plainToken = await accessTokenOf(server, 'plain@demo.ru');
      for (const contragentId of [1, 999]) {
        const response = await postPayment(server, plainToken, contragentId, paymentBody());
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('NOT_FOUND', 'Лицевой счёт не найден'));
      }
    });

    it('refuses a closed account with a Russian message', async () => {
      const closedToken = await accessTokenOf(server, 'closed@demo.ru');
      const response = await postPayment(server, closedToken, 4, paymentBody());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        details: [{ code: 'ACCOUNT_CLOSED', message: expect.stringMatching(/^Лицевой счёт закрыт/) }],
      });
    });

    it.each([
      ['amount 0', { amount: 0 }, 'amount: Сумма должна быть больше 0 и не больше 500 000 ₽'],
      ['a negative amount', { amount: -100 }, 'amount: Сумма должна быть больше 0 и не больше 500 000 ₽'],
      ['over 500 000 ₽', { amount: 50_000_001 }, 'amount: Сумма должна быть больше 0 и не больше 500 000 ₽'],
      ['a fractional kopeck', { amount: 100.5 }, expect.stringMatching(/^amount: /)],
      [
        'another origin to return to',
        { returnPath: '//evil.example/x' },
        'returnPath: Адрес возврата должен быть путём портала',
      ],
      ['no receipt contact', { receiptEmail: undefined }, 'receiptEmail: Укажите email или телефон для чека'],
    ])('answers 400 for %s', async (_case, overrides, message) => {
      const response = await postPayment(server, token, 1, paymentBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message }],
        message: 'Проверьте правильность введенных данных',
      });
    });

    it('needs an Idempotency-Key that is a UUID', async () => {
      for (const headers of [{}, { 'idempotency-key': 'not-a-uuid' }]) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/v3/client/1/payments',
          headers: { authorization: `Bearer ${token}`, ...headers },
          payload: paymentBody(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          details: [{ code: 'VALIDATION', message: expect.stringMatching(/^idempotency-key: /) }],
        });
      }
    });

    it("accepts purpose 'service' and 'state-duty' only with an order, and no order with 'charges'", async () => {
      const noOrder = await postPayment(server, token, 1, paymentBody({ purpose: 'service' }));
      expect(noOrder.statusCode).toBe(400);
      expect(noOrder.json()).toEqual(errorBody('ORDER_REQUIRED', 'Для оплаты услуги укажите заказ'));
      const strayOrder = await postPayment(server, token, 1, paymentBody({ orderId: 5 }));
      expect(strayOrder.statusCode).toBe(400);
      // The order is checked by the orders (orders-payment.test.ts): one that does not exist is not found.
      const unknownOrder = await postPayment(server, token, 1, paymentBody({ purpose: 'service', orderId: 5 }));
      expect(unknownOrder.statusCode).toBe(404);
      expect(unknownOrder.json()).toEqual(errorBody('ORDER_NOT_FOUND', 'Заказ не найден'));
      // The state duty is paid through its order (litigation-routes.test.ts pays one end to end).
      const dutyWithoutOrder = await postPayment(server, token, 2, paymentBody({ purpose: 'state-duty' }));
      expect(dutyWithoutOrder.json()).toEqual(
        errorBody('ORDER_REQUIRED', 'Для оплаты госпошлины укажите заказ из раздела «Судебно-претензионная работа»'),
      );
      expect((await postPayment(server, token, 2, paymentBody({ purpose: 'state-duty', orderId: 5 }))).statusCode).toBe(
        404,
      );
    });

    it('answers 401 without a live token', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v3/client/1/payments',
        payload: paymentBody(),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('statuses', () => {
    it('created → succeeded with the card, the receipt in the outbox', async () => {
      const payment = await createPayment();
      expect(payment.status).toBe('created');
      await server.app.inject({ method: 'GET', url: payment.confirmationUrl ?? '' });
      server.clock.advanceSeconds(60);
      const back = await submitCard(server, payment.confirmationUrl ?? '', SUCCESS_CARD);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/resident/1/billing?tab=payments&payment=${payment.id}`);
      const settled = parsePayment(await getPayment(1, payment.id));
      expect(settled).toMatchObject({
        status: 'succeeded',
        settledAt: new Date(server.clock.now()).toISOString(),
        confirmationUrl: null,
        failureReason: null,
        receiptSentTo: 'i***@demo.ru',
      });
      // The register is asked after the settlement commits: the receipt's email follows in a moment.
      await expect.poll(async () => (await outboxMessages(server, 'fiscal-receipt')).length).toBe(1);
      const [receipt] = await outboxMessages(server, 'fiscal-receipt');
      expect(receipt).toMatchObject({
        to: 'ivanov@demo.ru',
        subject: expect.stringMatching(/^Кассовый чек \(приход\) № \d+$/),
      });
      for (const line of [
        'Приход',
        'Услуга по обращению с ТКО, лицевой счёт 7700000001',
        'ИНН продавца: ',
        'ИТОГ: 1 500,00 ₽',
        'карта •••• 4242',
        'Эл. адрес покупателя: ivanov@demo.ru',
        'ФП: ',
        '&n=1',
      ]) {
        expect(receipt?.text.replace(/\s/g, ' ')).toContain(line);
      }
    });

    it('writes the receipt for a phone as an outbox record', async () => {
      const payment = await createPayment({ receiptEmail: undefined, receiptPhone: '+79991234567' });
      expect(payment.receiptSentTo).toBe('+7 *** ***-45-67');
      await payWithCard(server, payment, SUCCESS_CARD);
      await expect.poll(async () => (await outboxMessages(server, 'fiscal-receipt-sms')).length).toBe(1);
      expect(await outboxMessages(server, 'fiscal-receipt-sms')).toEqual([
        expect.objectContaining({
          to: '+79991234567',
          status: 'stored',
          text: expect.stringContaining('Телефон покупателя: +79991234567'),
        }),
      ]);
    });

    it.each([
      [DECLINED_CARD, FAILURE_TEXTS.declined],
      [UNAVAILABLE_CARD, FAILURE_TEXTS.unavailable],
    ])('fails with %s and tells why; no receipt', async (card, reason) => {
      const payment = await createPayment();
      await payWithCard(server, payment, card);
      expect(parsePayment(await getPayment(1, payment.id))).toMatchObject({
        status: 'failed',
        failureReason: reason,
        confirmationUrl: null,
      });
      expect(await outboxMessages(server, 'fiscal-receipt')).toEqual([]);
    });

    it('fails on a wrong 3-D Secure code and succeeds with 123456', async () => {
      const wrong = await createPayment();
      await payWithCard(server, wrong, THREE_DS_CARD);
      expect(parsePayment(await getPayment(1, wrong.id)).status).toBe('pending');
      await submitCode(wrong.confirmationUrl, '111111');
      expect(parsePayment(await getPayment(1, wrong.id))).toMatchObject({
        status: 'failed',
        failureReason: FAILURE_TEXTS['3ds-failed'],
      });

      const right = await createPayment();
      await payWithCard(server, right, THREE_DS_CARD);
      await submitCode(right.confirmationUrl, '123456');
      expect(parsePayment(await getPayment(1, right.id)).status).toBe('succeeded');
    });

    it('«Отменить и вернуться» fails the payment as cancelled', async () => {
      const payment = await createPayment();
      const back = await submitCard(server, payment.confirmationUrl ?? '', '', { action: 'cancel' });
      expect(back.headers.location).toBe(`/resident/1/billing?tab=payments&payment=${payment.id}`);
      expect(parsePayment(await getPayment(1, payment.id))).toMatchObject({
        status: 'failed',
        failureReason: 'Оплата отменена',
      });
    });

    it('reads «Оплата не завершена» to its payer back from a page left with nothing entered; paying after all still settles it', async () => {
      const payment = await createPayment();
      await server.app.inject({ method: 'GET', url: payment.confirmationUrl ?? '' });
      expect(parsePayment(await getPayment(1, payment.id))).toMatchObject({
        status: 'failed',
        failureReason: 'Оплата не завершена. Деньги не списаны — чтобы оплатить, начните заново',
        confirmationUrl: null,
      });
      // The resident went forward to the page again and paid: the charge is never lost.
      expect((await submitCard(server, payment.confirmationUrl ?? '', SUCCESS_CARD)).statusCode).toBe(303);
      expect(parsePayment(await getPayment(1, payment.id))).toMatchObject({ status: 'succeeded', failureReason: null });
      // The register is asked after the payment's transaction commits, not within the answer.
      await vi.waitFor(async () => expect(await outboxMessages(server, 'fiscal-receipt')).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      });
    });

    it('stays pending while the bank decides (3-D Secure) when its payer looks', async () => {
      const payment = await createPayment();
      await payWithCard(server, payment, THREE_DS_CARD);
      expect(parsePayment(await getPayment(1, payment.id)).status).toBe('pending');
      expect(parsePayment(await getPayment(1, payment.id)).status).toBe('pending');
    });

    it('expires a payment left on the acquirer page for 20 minutes; the page charges nothing after that', async () => {
      const payment = await createPayment();
      await server.app.inject({ method: 'GET', url: payment.confirmationUrl ?? '' });
      server.clock.advanceSeconds(20 * 60);
      // The access token lives 5 minutes; the resident's portal would have refreshed it.
      token = await accessTokenOf(server, 'resident@demo.ru');
      expect(parsePayment(await getPayment(1, payment.id))).toMatchObject({
        status: 'expired',
        failureReason: EXPIRED_TEXT,
        confirmationUrl: null,
      });
      expect((await submitCard(server, payment.confirmationUrl ?? '', SUCCESS_CARD)).statusCode).toBe(410);
      expect(parsePayment(await getPayment(1, payment.id)).status).toBe('expired');
      expect(await outboxMessages(server, 'fiscal-receipt')).toEqual([]);
    });

    it('returns to a path with a fragment with the payment in the query', async () => {
      const payment = await createPayment({ returnPath: '/pay#result' });
      const back = await payWithCard(server, payment, SUCCESS_CARD);
      expect(back.headers.location).toBe(`/pay?payment=${payment.id}#result`);
    });

    async function submitCode(pageUrl: string | null, code: string) {
      return server.app.inject({
        method: 'POST',
        url: `${pageUrl ?? ''}/3ds`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action: 'confirm', code }).toString(),
      });
    }
  });

  describe('GET client/{contragentId}/payments/{paymentId}', () => {
    it('answers 404 for another resident’s account, and for a payment of another own account', async () => {
      const payment = await createPayment();
      const plainToken = await accessTokenOf(server, 'plain@demo.ru');
      expect((await getPayment(1, payment.id, plainToken)).json()).toEqual(
        errorBody('NOT_FOUND', 'Лицевой счёт не найден'),
      );
      const otherAccount = await getPayment(2, payment.id);
      expect(otherAccount.statusCode).toBe(404);
      expect(otherAccount.json()).toEqual(errorBody('NOT_FOUND', 'Платёж не найден'));
      expect((await getPayment(1, 999_999)).statusCode).toBe(404);
    });
  });
});
