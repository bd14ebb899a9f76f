import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createClock } from '../test-support/test-server.ts';
import { AcquirerUnavailableError } from './acquirer.ts';
import type { Acquirer } from './acquirer.ts';
import { FAILURE_TEXTS } from './failure-reasons.ts';
import { createSyncOrders as createOrders } from '../orders/sync-orders.ts';
import { createPaymentService, returnUrlOf } from './payment-service.ts';

let db: DatabaseSync;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, 0);
  db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`);
});

afterEach(() => {
  db.close();
});

const unreachable: Acquirer = {
  createSession: () => Promise.reject(new AcquirerUnavailableError('connect ECONNREFUSED')),
  verifyNotification: () => ({ ok: false, problem: 'signature' }),
  chargeSavedCard: () => Promise.reject(new AcquirerUnavailableError('connect ECONNREFUSED')),
};

function service(acquirer: Acquirer) {
  return createPaymentService({
    db,
    acquirer,
    receipts: { send: async () => 0 },
    orders: createOrders(db, createClock().now),
    seller: 'Регоператор',
    ttlSeconds: 1200,
    now: createClock().now,
    log: Fastify({ logger: false }).log,
  });
}

const request = (key: string) => ({
  contragentId: 1,
  userId: null,
  scope: 'public:1',
  key,
  amount: 10_000,
  purpose: 'charges' as const,
  receiptEmail: 'a@b.ru',
  returnPath: '/pay',
});

describe('createPaymentService', () => {
  it('fails the payment with "try later" when the acquirer cannot open a session; a retry with the key answers it', async () => {
    const payments = service(unreachable);
    const key = randomUUID();
    const { payment, replayed } = await payments.create(request(key));
    expect(replayed).toBe(false);
    expect(payment).toMatchObject({ status: 'failed', failureReason: FAILURE_TEXTS.unavailable, confirmationUrl: null });
    expect(await payments.create(request(key))).toEqual({ payment, replayed: true });
  });
});

describe('chargeSaved', () => {
  const autopayment = (key: string) => ({
    contragentId: 1,
    userId: 1,
    scope: 'autopay:1',
    key,
    amount: 10_000,
    cardToken: 'card_1',
    description: 'Автоплатёж с карты •••• 4242',
    receiptEmail: 'a@b.ru',
  });

  it('fails with "try later" when the acquirer cannot be reached, and the same key never charges again', async () => {
    db.exec(`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'a@b.ru', 'x', 'Иванов', 'Иван', 'Регоператор', 1, 0)`);
    const payments = service(unreachable);
    const payment = await payments.chargeSaved(autopayment('2026-05:1'));
    expect(payment).toMatchObject({ status: 'failed', failureReason: FAILURE_TEXTS.unavailable, amount: 10_000, confirmationUrl: null });
    expect(await payments.chargeSaved(autopayment('2026-05:1'))).toEqual(payment);
    expect(db.prepare("SELECT channel, purpose FROM payments").all()).toEqual([{ channel: 'autopay', purpose: 'charges' }]);
  });
});

describe('returnUrlOf', () => {
  it.each([
    ['/pay', '/pay?payment=5'],
    ['/resident/1/billing?tab=payments', '/resident/1/billing?tab=payments&payment=5'],
    ['/pay#result', '/pay?payment=5#result'],
    ['/a?b=1#c', '/a?b=1&payment=5#c'],
  ])('%s → %s', (path, url) => {
    expect(returnUrlOf(path, 5)).toBe(url);
  });
});
