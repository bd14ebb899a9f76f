import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AutopayPreviewSchema, AutopayRunSchema, AutopayStateSchema } from '@resident/contract';
import { ORDER_MESSAGES } from '../orders/order-messages.ts';
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
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { signNotification } from './notification-signature.ts';

const ACQUIRER_SECRET = 'acquirer-secret-of-both-instances';

// Several instances behind one address on one PostgreSQL: a payment is decided by the
// database, not by one process's memory. Each instance still has its own SQLite for residents and
// tokens, so the resident signs in through each.
describe.runIf(postgresUrl())('payments across two instances on one PostgreSQL', () => {
  let instances: TestInstances;
  let db: pg.Client;
  let tokens: Map<TestServer, string>;

  beforeEach(async () => {
    instances = await startTestInstances({ acquirerHmacSecret: ACQUIRER_SECRET });
    db = new pg.Client({ connectionString: instances.databaseUrl });
    await db.connect();
    tokens = new Map([
      [instances.a, await accessTokenOf(instances.a, 'resident@demo.ru')],
      [instances.b, await accessTokenOf(instances.b, 'resident@demo.ru')],
    ]);
  });
  afterEach(async () => {
    await db.end();
    await instances.close();
  });

  const both = () => [instances.a, instances.b];
  const through = (index: number) => both()[index % 2]!;
  const tokenOf = (server: TestServer) => tokens.get(server) ?? '';
  const count = async (where: string) =>
    Number((await db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM payments WHERE ${where}`)).rows[0]?.n);

  it('50 identical payment requests spread over both make one payment; all answer it, one with 201', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postPayment(through(index), tokenOf(through(index)), 1, paymentBody(), index % 3 ? key : key.toUpperCase()),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(49).fill(200), 201]);
    const payments = answers.map(parsePayment);
    expect(new Set(payments.map((payment) => JSON.stringify(payment))).size).toBe(1);
    expect(payments[0]).toMatchObject({
      status: 'created',
      confirmationUrl: expect.stringMatching(/^\/api\/test-acquirer\/pay\//),
    });
    expect(await count(`idempotency_key = '${key}'`)).toBe(1);

    // The page opened through A is paid through B: the acquirer's sessions are shared too.
    await payWithCard(instances.b, payments[0]!, SUCCESS_CARD);
    const settled = parsePayment(await postPayment(instances.a, tokenOf(instances.a), 1, paymentBody(), key));
    expect(settled).toMatchObject({ id: payments[0]!.id, status: 'succeeded' });
  });

  it('an order paid twice at once through both instances with new keys gets one payment, and is paid once', async () => {
    const order = await db.query<{
      id: string;
    }>(`INSERT INTO service_orders (contragent_id, user_id, kind, amount, description, status, created_at)
      VALUES (1, NULL, 'test-kind', 250000, 'Вывоз', 'awaiting-payment', 1) RETURNING id`);
    const orderId = Number(order.rows[0]?.id);
    const body = paymentBody({ amount: 250_000, purpose: 'service', orderId });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => postPayment(through(index), tokenOf(through(index)), 1, body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(9).fill(200), 201]);
    expect(new Set(answers.map((answer) => parsePayment(answer).id)).size).toBe(1);
    expect(await count(`order_id = ${orderId}`)).toBe(1);

    await payWithCard(instances.a, parsePayment(answers[0]!), SUCCESS_CARD);
    expect((await db.query(`SELECT status, payment_id FROM service_orders WHERE id = ${orderId}`)).rows).toEqual([
      { status: 'paid', payment_id: String(parsePayment(answers[0]!).id) },
    ]);
    const again = await postPayment(instances.b, tokenOf(instances.b), 1, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody('ORDER_ALREADY_PAID', ORDER_MESSAGES.alreadyPaid));
  });

  it('the acquirer’s notification received by both instances at once settles once, with one receipt', async () => {
    const payment = parsePayment(await postPayment(instances.a, tokenOf(instances.a), 1, paymentBody()));
    const row = (
      await db.query<{ acquirer_payment_id: string }>(
        `SELECT acquirer_payment_id FROM payments WHERE id = ${payment.id}`,
      )
    ).rows[0];
    const raw = JSON.stringify({
      paymentId: payment.id,
      acquirerPaymentId: row?.acquirer_payment_id,
      amount: payment.amount,
      status: 'succeeded',
    });
    const notify = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/acquirer/notifications',
        headers: { 'content-type': 'application/json', 'x-acquirer-signature': signNotification(ACQUIRER_SECRET, raw) },
        payload: raw,
      });
    const answers = await Promise.all([
      notify(instances.a),
      notify(instances.b),
      notify(instances.a),
      notify(instances.b),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await count(`id = ${payment.id} AND status = 'succeeded'`)).toBe(1);
    // The outbox is in the store both instances share: one receipt, seen through either.
    await expect.poll(async () => (await outboxMessages(instances.a, 'fiscal-receipt')).length).toBe(1);
    expect(await outboxMessages(instances.b, 'fiscal-receipt')).toHaveLength(1);
  });

  it('a due autopay run through both instances at once is charged once', async () => {
    const { a, b } = instances;
    const saving = parsePayment(
      await postPayment(
        a,
        tokenOf(a),
        1,
        paymentBody({ amount: 1_000, saveCard: true, returnPath: '/resident/1/service-pay' }),
      ),
    );
    await payWithCard(a, saving, SUCCESS_CARD);
    const state = AutopayStateSchema.parse(
      (
        await b.app.inject({
          method: 'GET',
          url: '/api/v3/client/1/autopay',
          headers: { authorization: `Bearer ${tokenOf(b)}` },
        })
      ).json(),
    );
    const card = state.cards[0];
    if (!card) throw new Error('no card was saved');
    // On receipt: the receipt not charged yet is due today, confirmed as the preview names it.
    const { firstCharge } = AutopayPreviewSchema.parse(
      (
        await b.app.inject({
          method: 'GET',
          url: '/api/v3/client/1/autopay/preview?maxAmount=5000000',
          headers: { authorization: `Bearer ${tokenOf(b)}` },
        })
      ).json(),
    );
    const saved = await b.app.inject({
      method: 'PUT',
      url: '/api/v3/client/1/autopay',
      headers: { authorization: `Bearer ${tokenOf(b)}` },
      payload: {
        enabled: true,
        maxAmount: 5_000_000,
        day: null,
        cardId: card.id,
        confirmedCharge: { on: firstCharge.on ?? '', amount: firstCharge.amount },
      },
    });
    expect(saved.statusCode).toBe(200);

    const runs = await Promise.all(
      [a, b, a, b].map(
        async (server) => AutopayRunSchema.parse((await asOperator(server)('POST', '/autopay/run')).json()).results,
      ),
    );
    expect(runs.flat()).toEqual([expect.objectContaining({ contragentId: 1, outcome: 'charged' })]);
    // The demo history has autopayments of its own; the run's are keyed by the account's scope.
    expect(await count(`idempotency_scope = 'autopay:1' AND status = 'succeeded'`)).toBe(1);
  });
});

// The schedulers of both instances tick; the lease and the claim let the due autopay through once.
describe.runIf(postgresUrl())('the autopay schedulers of two instances on one PostgreSQL', () => {
  let instances: TestInstances;
  beforeEach(async () => {
    instances = await startTestInstances({ autopayIntervalMs: 30 });
  });
  afterEach(async () => {
    await instances.close();
  });

  it('charge a due autopay once however often both tick', async () => {
    const { a } = instances;
    const token = await accessTokenOf(a, 'resident@demo.ru');
    const saving = parsePayment(
      await postPayment(
        a,
        token,
        1,
        paymentBody({ amount: 1_000, saveCard: true, returnPath: '/resident/1/service-pay' }),
      ),
    );
    await payWithCard(a, saving, SUCCESS_CARD);
    const call = (method: 'GET' | 'PUT', payload?: object, url = '/api/v3/client/1/autopay') =>
      a.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const card = AutopayStateSchema.parse((await call('GET')).json()).cards[0];
    if (!card) throw new Error('no card was saved');
    // On receipt: the receipt not charged yet is due today, confirmed as the preview names it.
    const { firstCharge } = AutopayPreviewSchema.parse(
      (await call('GET', undefined, '/api/v3/client/1/autopay/preview?maxAmount=5000000')).json(),
    );
    const saved = await call('PUT', {
      enabled: true,
      maxAmount: 5_000_000,
      day: null,
      cardId: card.id,
      confirmedCharge: { on: firstCharge.on ?? '', amount: firstCharge.amount },
    });
    expect(saved.statusCode).toBe(200);

    const db = new pg.Client({ connectionString: instances.databaseUrl });
    await db.connect();
    try {
      // The demo history has autopayments of its own; the scheduler's are keyed by the account's scope.
      const autopayments = async () =>
        (await db.query("SELECT status FROM payments WHERE idempotency_scope = 'autopay:1'")).rows;
      // Settled, however long the acquirer takes on a busy machine: one charge, never a second one
      // beside it while both schedulers went on ticking every 30 ms.
      await expect.poll(autopayments, { timeout: 30_000 }).toEqual([{ status: 'succeeded' }]);
      // Then more runs on both instances, awaited (not a fixed wait): the account is handled for
      // the month, so nothing is charged again.
      const { b } = instances;
      const runs = await Promise.all(
        [a, b, a, b].map(
          async (server) => AutopayRunSchema.parse((await asOperator(server)('POST', '/autopay/run')).json()).results,
        ),
      );
      expect(runs.flat().filter((result) => result.outcome === 'charged')).toEqual([]);
      expect(await autopayments()).toEqual([{ status: 'succeeded' }]);
    } finally {
      await db.end();
    }
  });
});
