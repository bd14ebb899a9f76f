import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createOrders } from '../orders/orders.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { createClock } from '../test-support/test-server.ts';
import type { TestClock } from '../test-support/test-server.ts';
import { AcquirerUnavailableError } from './acquirer.ts';
import type { Acquirer, AcquirerPaymentStatus } from './acquirer.ts';
import { FAILURE_TEXTS } from './failure-reasons.ts';
import { createPaymentService } from './payment-service.ts';

/** An acquirer whose answer to the status call the test sets per payment (undefined: unreachable). */
function scriptedAcquirer(): Acquirer & { statuses: Map<string, AcquirerPaymentStatus> } {
  const statuses = new Map<string, AcquirerPaymentStatus>();
  return {
    statuses,
    createSession: (session) =>
      Promise.resolve({ acquirerPaymentId: `acq-${session.id}`, confirmationUrl: `/pay/${session.id}` }),
    verifyNotification: () => ({ ok: false, problem: 'signature' }),
    chargeSavedCard: () => Promise.reject(new Error('no saved cards here')),
    getPaymentStatus({ paymentId, acquirerPaymentId }) {
      const id = acquirerPaymentId ?? `acq-${paymentId}`;
      const status = statuses.get(id);
      return status
        ? Promise.resolve({ ...status, acquirerPaymentId: id })
        : Promise.reject(new AcquirerUnavailableError('connect ECONNREFUSED'));
    },
  };
}

const request = () => ({
  contragentId: 1,
  userId: null,
  scope: 'public:1',
  key: randomUUID(),
  amount: 10_000,
  purpose: 'charges' as const,
  receiptEmail: 'a@b.ru',
  returnPath: '/pay',
});

describe.each(BACKENDS)('settlement that survives a crash, on %s', (backend) => {
  let stores: TwoInstanceStores;
  let store: Store;
  let clock: TestClock;
  let acquirer: ReturnType<typeof scriptedAcquirer>;
  /** The next receipt write fails, as a process killed between the settlement and its receipt. */
  let failReceipt: boolean;

  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend, 0);
    ({ store } = stores);
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    clock = createClock(Date.UTC(2026, 4, 15, 9));
    acquirer = scriptedAcquirer();
    failReceipt = false;
  });

  afterEach(() => stores.close());

  function service(on: Store = store) {
    return createPaymentService({
      store: on,
      acquirer,
      // A receipt is an outbox row written through the store, inside whatever transaction is open.
      receipts: {
        async send({ payment }) {
          if (failReceipt) {
            failReceipt = false;
            throw new Error('killed before the receipt was written');
          }
          await run(
            on,
            sql`INSERT INTO outbox (kind, recipient, subject, body, status, created_at)
              VALUES ('fiscal-receipt', 'a@b.ru', ${`Чек ${payment.id}`}, ${`Кассовый чек № ${payment.id}`}, 'stored', 0)`,
          );
          return 1;
        },
      },
      orders: createOrders(on, clock.now),
      seller: 'Регоператор',
      ttlSeconds: 1200,
      now: clock.now,
      log: Fastify({ logger: false }).log,
    });
  }

  const statusOf = async (id: number) =>
    (await all(store.db, sql<{ status: string }>`SELECT status FROM payments WHERE id = ${id}`))[0]?.status;
  const receiptsOf = async (id: number) =>
    (await all(store.db, sql`SELECT id FROM outbox WHERE subject = ${`Чек ${id}`}`)).length;

  it('writes the receipt in the settlement’s transaction: a failure leaves neither, the repeat settles both', async () => {
    const payments = service();
    const { payment } = await payments.create(request());
    const notification = {
      paymentId: payment.id,
      acquirerPaymentId: `acq-${payment.id}`,
      amount: 10_000,
      status: 'succeeded' as const,
    };
    failReceipt = true;
    await expect(payments.settle(notification)).rejects.toThrow('killed before the receipt was written');
    expect(await statusOf(payment.id)).toBe('created');
    expect(await receiptsOf(payment.id)).toBe(0);
    expect(await payments.settle(notification)).toBe('settled');
    expect(await payments.settle(notification)).toBe('already-settled');
    expect(await statusOf(payment.id)).toBe('succeeded');
    expect(await receiptsOf(payment.id)).toBe(1);
  });

  it('the reconciler settles what the acquirer charged or refused and leaves what it is still deciding', async () => {
    const payments = service();
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push((await payments.create(request())).payment.id);
    const [charged, refused, deciding, unreachable, closed] = ids as [number, number, number, number, number];
    acquirer.statuses.set(`acq-${charged}`, { status: 'succeeded', cardMask: '•••• 4242' });
    acquirer.statuses.set(`acq-${refused}`, { status: 'failed', reason: 'declined' });
    acquirer.statuses.set(`acq-${deciding}`, { status: 'pending', cardEntered: true });
    acquirer.statuses.set(`acq-${closed}`, { status: 'abandoned' });
    expect(await payments.reconcileOpen()).toBe(5);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['succeeded', 'failed', 'created', 'created', 'failed']);
    expect(payments.toPayment((await payments.find(closed))!).failureReason).toBe(FAILURE_TEXTS.abandoned);
    expect(await receiptsOf(charged)).toBe(1);
    expect(payments.toPayment((await payments.find(refused))!).failureReason).toBe(FAILURE_TEXTS.declined);
    expect(await statusOf(unreachable)).toBe('created');
  });

  it('never expires a payment the acquirer charged: the sweeper asks first', async () => {
    const payments = service();
    const ids = [];
    for (let index = 0; index < 4; index += 1) ids.push((await payments.create(request())).payment.id);
    const [charged, left, deciding, unreachable] = ids as [number, number, number, number];
    acquirer.statuses.set(`acq-${charged}`, { status: 'succeeded' });
    acquirer.statuses.set(`acq-${left}`, { status: 'abandoned' });
    acquirer.statuses.set(`acq-${deciding}`, { status: 'pending', cardEntered: true });
    clock.advanceSeconds(1200);
    expect(await payments.expireDue()).toBe(2);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['succeeded', 'expired', 'expired', 'created']);
    expect(await receiptsOf(charged)).toBe(1);
    // Reading a due payment asks too; an acquirer that cannot be asked leaves it open for later.
    expect((await payments.find(unreachable))?.status).toBe('created');
    acquirer.statuses.set(`acq-${unreachable}`, { status: 'succeeded' });
    expect((await payments.find(unreachable))?.status).toBe('succeeded');
  });

  it('asks by our id when the process died before storing the acquirer’s (a saved card charged), and settles it', async () => {
    const payments = service();
    const { payment } = await payments.create(request());
    const other = (await payments.create(request())).payment;
    await run(store, sql`UPDATE payments SET acquirer_payment_id = NULL WHERE id IN (${payment.id}, ${other.id})`);
    acquirer.statuses.set(`acq-${payment.id}`, { status: 'succeeded', cardMask: '•••• 4242' });
    acquirer.statuses.set(`acq-${other.id}`, { status: 'unknown' });
    await payments.reconcileOpen();
    expect(await statusOf(payment.id)).toBe('succeeded');
    expect(await receiptsOf(payment.id)).toBe(1);
    expect(
      (
        await all(store.db, sql<{ a: string }>`SELECT acquirer_payment_id AS a FROM payments WHERE id = ${payment.id}`)
      )[0]?.a,
    ).toBe(`acq-${payment.id}`);
    // Unknown to the acquirer: nothing was charged; it expires when due.
    expect(await statusOf(other.id)).toBe('created');
    clock.advanceSeconds(1200);
    expect(await payments.expireDue()).toBe(1);
    expect(await statusOf(other.id)).toBe('expired');
  });

  it('two instances reconciling at once settle each payment once, with one receipt', async () => {
    const instances = [service(), service(stores.other)];
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push((await instances[0]!.create(request())).payment.id);
    for (const id of ids) acquirer.statuses.set(`acq-${id}`, { status: 'succeeded' });
    await Promise.all([...instances, ...instances].map((instance) => instance.reconcileOpen()));
    for (const id of ids) {
      expect(await statusOf(id)).toBe('succeeded');
      expect(await receiptsOf(id)).toBe(1);
    }
  });

  it('the payer back from a page left with nothing entered reads «Оплата не завершена»; the reconciler or another reader does not decide that', async () => {
    const payments = service();
    const { payment } = await payments.create(request());
    acquirer.statuses.set(`acq-${payment.id}`, { status: 'pending', cardEntered: false });
    await payments.reconcileOpen();
    expect(await statusOf(payment.id)).toBe('created');
    expect((await payments.read(payment.id, false))?.status).toBe('created');
    const read = await payments.read(payment.id, true);
    expect(payments.toPayment(read!)).toMatchObject({ status: 'failed', failureReason: FAILURE_TEXTS.abandoned });
  });
});
