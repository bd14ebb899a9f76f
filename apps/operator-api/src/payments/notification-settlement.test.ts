import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@resident/contract';
import { typed } from '../db/rows.ts';
import {
  accessTokenOf,
  outboxMessages,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { signNotification } from './notification-signature.ts';

const SECRET = 'acquirer-secret-of-the-suite';

interface Row {
  id: number;
  status: string;
  settled_at: number | null;
  acquirer_payment_id: string;
  amount: number;
}

let dir: string;
let server: TestServer;
let table: DatabaseSync;
let token: string;

/** The payments table as the operator sees it, through a second connection to the same file. */
const rowOf = (id: number) => typed<Row, [number]>(table.prepare('SELECT * FROM payments WHERE id = ?')).get(id);

async function start(overrides = {}) {
  dir = mkdtempSync(join(tmpdir(), 'payments-test-'));
  const dbPath = join(dir, 'operator.db');
  server = await startTestServer({ dbPath, acquirerHmacSecret: SECRET, ...overrides });
  table = new DatabaseSync(dbPath, { readOnly: true });
  token = await accessTokenOf(server, 'resident@demo.ru');
}

beforeEach(async () => {
  await start();
});

afterEach(async () => {
  table.close();
  await server.app.close();
  rmSync(dir, { recursive: true, force: true });
});

function notify(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return server.app.inject({
    method: 'POST',
    url: '/api/acquirer/notifications',
    headers: { 'content-type': 'application/json', 'x-acquirer-signature': signature ?? signNotification(SECRET, raw) },
    payload: raw,
  });
}

async function openedPayment(): Promise<{ payment: Payment; row: Row }> {
  const payment = parsePayment(await postPayment(server, token, 1, paymentBody()));
  await server.app.inject({ method: 'GET', url: payment.confirmationUrl ?? '' });
  const row = rowOf(payment.id);
  if (!row) throw new Error('no row');
  return { payment, row };
}

const success = (row: Row) => ({
  paymentId: row.id,
  acquirerPaymentId: row.acquirer_payment_id,
  status: 'succeeded',
  amount: row.amount,
});

describe('acquirer notifications against the payments table', () => {
  it('settles once: a repeated notification answers 200 and changes nothing, one receipt', async () => {
    const { payment, row } = await openedPayment();
    await payWithCard(server, payment, SUCCESS_CARD);
    const settled = rowOf(payment.id);
    expect(settled).toMatchObject({ status: 'succeeded', settled_at: server.clock.now() });
    server.clock.advanceSeconds(30);
    for (const repeat of [success(row), { ...success(row), status: 'failed', reason: 'declined' }]) {
      const response = await notify(repeat);
      expect(response.statusCode).toBe(200);
    }
    expect(rowOf(payment.id)).toEqual(settled);
    await expect.poll(async () => (await outboxMessages(server, 'fiscal-receipt')).length).toBe(1);
    expect(await outboxMessages(server, 'fiscal-receipt')).toHaveLength(1);
  });

  it('refuses a bad signature with 401 and leaves the payment open', async () => {
    const { payment, row } = await openedPayment();
    for (const signature of ['0'.repeat(64), signNotification('guessed-secret', JSON.stringify(success(row))), '']) {
      const response = await notify(success(row), signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ details: [{ code: 'INVALID_SIGNATURE' }] });
    }
    expect(rowOf(payment.id)).toEqual(row);
    expect(row.status).toBe('created');
    expect(await outboxMessages(server, 'fiscal-receipt')).toEqual([]);
  });

  it('refuses an amount or an acquirer id that differs from the payment (400), nothing changes', async () => {
    const { payment, row } = await openedPayment();
    for (const forged of [
      { ...success(row), amount: row.amount - 1 },
      { ...success(row), acquirerPaymentId: 'test_other' },
    ]) {
      const response = await notify(forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'NOTIFICATION_MISMATCH' }] });
    }
    expect(rowOf(payment.id)).toEqual(row);
  });

  it('answers 404 for an unknown payment', async () => {
    const response = await notify({
      paymentId: 999_999,
      acquirerPaymentId: 'test_x',
      status: 'succeeded',
      amount: 100,
    });
    expect(response.statusCode).toBe(404);
  });

  it('settles a payment given up on as succeeded, with its receipt, when the acquirer charged it after all', async () => {
    const { payment, row } = await openedPayment();
    server.clock.advanceSeconds(20 * 60);
    token = await accessTokenOf(server, 'resident@demo.ru');
    expect(parsePayment(await server.getAs(token, `/api/v3/client/1/payments/${payment.id}`)).status).toBe('expired');
    expect((await notify(success(row))).statusCode).toBe(200);
    expect(rowOf(payment.id)?.status).toBe('succeeded');
    expect(await outboxMessages(server, 'fiscal-receipt')).toHaveLength(1);
    // A refusal changes nothing any more, nor does the same success again.
    expect((await notify({ ...success(row), status: 'failed', reason: 'declined' })).statusCode).toBe(200);
    expect((await notify(success(row))).statusCode).toBe(200);
    expect(rowOf(payment.id)?.status).toBe('succeeded');
    expect(await outboxMessages(server, 'fiscal-receipt')).toHaveLength(1);
  });

  it('writes exactly one row for 50 concurrent identical requests', async () => {
    const key = randomUUID();
    const count = () => typed<{ n: number }>(table.prepare('SELECT count(*) AS n FROM payments')).get()?.n ?? 0;
    const before = count();
    await Promise.all(Array.from({ length: 50 }, () => postPayment(server, token, 1, paymentBody(), key)));
    expect(count()).toBe(before + 1);
  });
});

describe('the sweeper', () => {
  it('expires payments nobody reads', async () => {
    table.close();
    await server.app.close();
    rmSync(dir, { recursive: true, force: true });
    await start({ paymentSweepMs: 10 });
    const { payment } = await openedPayment();
    server.clock.advanceSeconds(20 * 60);
    await vi.waitFor(() => expect(rowOf(payment.id)?.status).toBe('expired'));
  });
});
