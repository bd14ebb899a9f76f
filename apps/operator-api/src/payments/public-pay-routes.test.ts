import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PublicPayAccountSchema, PublicPaymentCreatedSchema } from '@resident/contract';
import type { PublicPaymentCreated } from '@resident/contract';
import type { CreatePublicPaymentBody } from '@resident/contract';
import { errorBody } from '../test-support/error-body.ts';
import {
  accessTokenOf,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { CLIENT_AUTHORIZATION } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { FAILURE_TEXTS } from './failure-reasons.ts';

let server: TestServer;

async function lookup(
  accountNumber: string,
  altcha?: string,
  authorization: string | undefined = CLIENT_AUTHORIZATION,
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v3/client/freeAccess/pay/lookup',
    headers: authorization ? { authorization } : {},
    payload: { accountNumber, altcha: altcha ?? (await server.altcha()) },
  });
}

async function accountToken(accountNumber = '7700000001'): Promise<string> {
  return PublicPayAccountSchema.parse((await lookup(accountNumber)).json()).accountToken;
}

const publicBody = (
  accountToken: string,
  overrides: Partial<CreatePublicPaymentBody> = {},
): CreatePublicPaymentBody => ({
  accountToken,
  amount: 150_000,
  receiptEmail: 'guest@mail.ru',
  returnPath: '/pay',
  ...overrides,
});

function postPublic(body: object, key: string = randomUUID(), authorization = CLIENT_AUTHORIZATION) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v3/client/freeAccess/pay/payments',
    headers: { authorization, 'idempotency-key': key },
    payload: body,
  });
}

/** The guest's payment as created: the payment and the secret its creator was handed. */
function created(response: { json(): unknown }): PublicPaymentCreated {
  return PublicPaymentCreatedSchema.parse(response.json());
}

function getPublic(paymentId: number, token: string, secret: string | undefined) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v3/client/freeAccess/pay/payments/${paymentId}?accountToken=${encodeURIComponent(token)}`,
    headers: { authorization: CLIENT_AUTHORIZATION, ...(secret === undefined ? {} : { 'x-payment-secret': secret }) },
  });
}

// Payments are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  describe('POST client/freeAccess/pay/lookup', () => {
    it('answers the masked address, the amount due and a token — never the owner or the full address', async () => {
      const response = await lookup('7700000001');
      expect(response.statusCode).toBe(200);
      const account = PublicPayAccountSchema.parse(response.json());
      expect(account).toEqual({
        accountToken: expect.any(String),
        accountNumber: '7700000001',
        maskedAddress: 'Тверская обл., г. Тверь, ул. С******, д. **, кв. **',
        amountDue: expect.any(Number),
      });
      expect(account.amountDue).toBeGreaterThanOrEqual(0);
      for (const secret of ['Иванов', 'Иван', 'Советская', 'д. 10', 'кв. 5'])
        expect(response.body).not.toContain(secret);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('needs the basic client credential', async () => {
      const response = await lookup('7700000001', undefined, 'Basic d3Jvbmc6d3Jvbmc=');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody('INVALID_CLIENT', 'Приложение не прошло проверку подлинности'));
      expect((await lookup('7700000001', undefined, '')).statusCode).toBe(401);
    });

    it('accepts each altcha once and refuses a forged one', async () => {
      const altcha = await server.altcha();
      expect((await lookup('7700000001', altcha)).statusCode).toBe(200);
      const rejected = errorBody('ALTCHA', 'Проверка «Я не робот» не пройдена или устарела. Пройдите её ещё раз');
      const replayed = await lookup('7700000001', altcha);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual(rejected);
      expect((await lookup('7700000001', 'Zm9yZ2Vk')).json()).toEqual(rejected);
    });

    it('answers 404 for an unknown number and 409 for a closed account', async () => {
      const unknown = await lookup('7799999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorBody('NOT_FOUND', PAYMENT_MESSAGES.accountNumberNotFound));
      const closed = await lookup('7700000004');
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual(errorBody('ACCOUNT_CLOSED', PAYMENT_MESSAGES.accountClosed));
    });

    it.each(['123', '77000000011', '77000000ab'])('answers 400 for the number %s', async (accountNumber) => {
      const response = await lookup(accountNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ message: 'accountNumber: Номер лицевого счёта — 10 цифр' }],
      });
    });

    it('limits lookups per address', async () => {
      server = await backendServer.restart({ payLookupRateLimit: 2 });
      expect((await lookup('7700000001')).statusCode).toBe(200);
      expect((await lookup('7799999999')).statusCode).toBe(404);
      const limited = await lookup('7700000001');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ details: [{ code: 'TOO_MANY_REQUESTS' }] });
    });
  });

  describe('public payments', () => {
    it('pays by the token: created, the same key answers the same payment, then succeeded', async () => {
      const token = await accountToken();
      const key = randomUUID();
      const first = await postPublic(publicBody(token), key);
      expect(first.statusCode).toBe(201);
      const payment = created(first);
      expect(payment).toMatchObject({
        status: 'created',
        purpose: 'charges',
        amount: 150_000,
        receiptSentTo: 'g***@mail.ru',
      });
      expect(payment.confirmationUrl).toMatch(/^\/api\/test-acquirer\/pay\//);
      const again = await postPublic(publicBody(token), key);
      expect(again.statusCode).toBe(200);
      // The replay is the same payment, acquirer page and all, with a secret of its own.
      const replay = created(again);
      expect({ ...replay, guestSecret: '' }).toEqual({ ...payment, guestSecret: '' });
      expect(replay.guestSecret).not.toBe(payment.guestSecret);
      expect((await postPublic(publicBody(token, { amount: 1 }), key)).statusCode).toBe(409);

      const back = await payWithCard(server, payment, SUCCESS_CARD);
      expect(back.headers.location).toBe(`/pay?payment=${payment.id}`);
      expect(parsePayment(await getPublic(payment.id, token, payment.guestSecret)).status).toBe('succeeded');
      expect(parsePayment(await getPublic(payment.id, token, replay.guestSecret)).status).toBe('succeeded');
    });

    it('lowers the amount due after a successful payment', async () => {
      // The demo debtor owes (the seed's ledger).
      const before = PublicPayAccountSchema.parse((await lookup('7700000005')).json()).amountDue;
      expect(before).toBeGreaterThan(150_000);
      const token = await accountToken('7700000005');
      const amount = 150_000;
      await payWithCard(server, parsePayment(await postPublic(publicBody(token, { amount }))), SUCCESS_CARD);
      const after = PublicPayAccountSchema.parse((await lookup('7700000005')).json()).amountDue;
      expect(after).toBe(before - amount);
    });

    it.each([
      ['forged', (token: string) => token.replace(/^\d+/, '5')],
      ['garbage', () => 'not-a-token'],
    ])('refuses a %s token', async (_case, forge) => {
      const response = await postPublic(publicBody(forge(await accountToken())));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody('ACCOUNT_TOKEN_INVALID', PAYMENT_MESSAGES.accountTokenInvalid));
    });

    it('refuses a token older than 30 minutes for paying, still shows the result for a while', async () => {
      const token = await accountToken();
      const payment = created(await postPublic(publicBody(token)));
      server.clock.advanceSeconds(30 * 60);
      expect((await postPublic(publicBody(token))).statusCode).toBe(400);
      expect((await getPublic(payment.id, token, payment.guestSecret)).statusCode).toBe(200);
      server.clock.advanceSeconds(2 * 60 * 60);
      expect((await getPublic(payment.id, token, payment.guestSecret)).statusCode).toBe(400);
    });

    it('shows a guest only the public payments of the token’s account', async () => {
      const token = await accountToken('7700000001');
      const otherToken = await accountToken('7700000006');
      const payment = created(await postPublic(publicBody(token)));
      expect((await getPublic(payment.id, otherToken, payment.guestSecret)).json()).toEqual(
        errorBody('NOT_FOUND', 'Платёж не найден'),
      );
      // The resident's own payment on the same account stays private.
      const residentToken = await accessTokenOf(server, 'resident@demo.ru');
      const own = parsePayment(await postPayment(server, residentToken, 1, paymentBody()));
      expect((await getPublic(own.id, token, payment.guestSecret)).statusCode).toBe(404);
      expect((await getPublic(payment.id, token, payment.guestSecret)).statusCode).toBe(200);
    });

    it('shows a guest only the payments they created, never the acquirer’s page, even on the same account', async () => {
      // Two guests look up the same account: each holds a valid token for it.
      const mine = await accountToken('7700000001');
      const theirs = await accountToken('7700000001');
      const theirPayment = created(await postPublic(publicBody(theirs, { receiptEmail: 'other@mail.ru' })));
      const myPayment = created(await postPublic(publicBody(mine)));
      // The next sequential id, with my own token and my own secret: not mine, so not found.
      const notFound = errorBody('NOT_FOUND', 'Платёж не найден');
      for (const [token, secret] of [
        [mine, myPayment.guestSecret],
        [mine, undefined],
        [mine, 'x'.repeat(43)],
        [theirs, myPayment.guestSecret],
      ] as const) {
        const response = await getPublic(theirPayment.id, token, secret);
        expect(response.statusCode).toBe(secret === undefined ? 400 : 404);
        if (secret === undefined) {
          expect(response.json()).toMatchObject({
            details: [{ message: 'x-payment-secret: Платёж можно проверить только в той вкладке, где начата оплата' }],
          });
        } else {
          expect(response.json()).toEqual(notFound);
        }
        expect(response.body).not.toContain('test-acquirer');
        expect(response.body).not.toContain('o***@mail.ru');
      }
      // Their own read shows their payment, without the acquirer's page; the creator's read asks the
      // acquirer, and a page nobody entered a card on reads «Оплата не завершена».
      const read = await getPublic(theirPayment.id, theirs, theirPayment.guestSecret);
      expect(read.statusCode).toBe(200);
      expect(parsePayment(read)).toMatchObject({
        id: theirPayment.id,
        status: 'failed',
        failureReason: FAILURE_TEXTS.abandoned,
        confirmationUrl: null,
        receiptSentTo: 'o***@mail.ru',
      });
      expect(read.headers['cache-control']).toBe('no-store');
    });

    it('hands out at most 20 secrets for one payment (a replay loop), then answers 429', async () => {
      const token = await accountToken();
      const key = randomUUID();
      for (let replay = 0; replay < 20; replay++)
        expect((await postPublic(publicBody(token), key)).statusCode).toBe(replay === 0 ? 201 : 200);
      const limited = await postPublic(publicBody(token), key);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(errorBody('TOO_MANY_REPLAYS', PAYMENT_MESSAGES.tooManyReplays));
    });

    it('needs the basic client credential for paying and reading', async () => {
      const token = await accountToken();
      expect((await postPublic(publicBody(token), randomUUID(), 'Basic eDp5')).statusCode).toBe(401);
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v3/client/freeAccess/pay/payments/1?accountToken=${token}`,
        headers: { 'x-payment-secret': 'x' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
