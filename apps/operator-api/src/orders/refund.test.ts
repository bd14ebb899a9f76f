import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createOutbox } from '../outbox/outbox.ts';
import { createOutboxRepository } from '../outbox/outbox-repository.ts';
import { createFiscalReceipts } from '../payments/fiscal-receipt.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createOrders } from './orders.ts';
import type { Orders } from './orders.ts';
import { createRefundRecords, REFUND_TEXTS } from './refund-records.ts';

describe.each(BACKENDS)('refunds as records of their own on %s', (backend) => {
  let test: TestStore;
  let store: Store;
  let orders: Orders;
  let written: number[];

  beforeEach(async () => {
    test = await openTestStore(backend);
    store = test.store;
    await run(
      store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
        VALUES (1, 'resident@demo.ru', 'x', 'Иванов', 'Иван', 'regop', 1, 1)`,
    );
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    const outbox = createOutbox({
      store,
      repository: createOutboxRepository(store),
      transport: undefined,
      from: 'a@b.ru',
      now: () => 5_000,
      onError: () => {},
    });
    written = [];
    const receipts = createFiscalReceipts({
      store,
      seller: { name: 'ООО «Регоператор»', inn: '6950012345' },
      written: (id) => void written.push(id),
    });
    orders = createOrders(store, () => 5_000, createRefundRecords({ store, receipts, outbox }));
  });
  afterEach(() => test.close());

  async function paidOrder(amount: number, receiptEmail: string | null = 'pay@demo.ru') {
    const order = await orders.create({
      contragentId: 1,
      userId: 1,
      kind: 'container-rental',
      amount,
      description: 'Аренда: контейнер 8 м³, 01.12.2026–10.12.2026',
    });
    const payment = await first(
      store,
      sql<{
        id: number;
      }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at, order_id, receipt_email, card_mask)
        VALUES (1, ${amount}, 'succeeded', 'service', 'card', 'Оплата картой', 1, 2, ${order.id}, ${receiptEmail}, '•••• 4242') RETURNING id`,
    );
    await orders.paid(order.id, payment!.id);
    return { order, paymentId: payment!.id };
  }

  const refunds = () =>
    all(
      store,
      sql<{
        id: number;
        order_id: number;
        payment_id: number;
        amount: number;
      }>`SELECT id, order_id, payment_id, amount FROM order_refunds ORDER BY id`,
    );
  const returnReceipts = () =>
    all(
      store,
      sql<{
        refund_id: number;
        payment_id: number;
        amount: number;
        item: string;
        status: string;
      }>`SELECT refund_id, payment_id, amount, item, status
      FROM fiscal_receipts WHERE operation = 'income-return' ORDER BY id`,
    );
  const popups = () =>
    all(store, sql<{ title: string; text: string }>`SELECT title, text FROM popup_windows WHERE contragent_id = 1`);
  const mails = () =>
    all(
      store,
      sql<{
        kind: string;
        recipient: string;
        subject: string;
      }>`SELECT kind, recipient, subject FROM outbox ORDER BY id`,
    );

  it('writes the refund naming its payment, its «Возврат прихода» receipt, a dashboard notice and an email', async () => {
    const { order, paymentId } = await paidOrder(150_000);
    await orders.refund(order.id, 135_000, 'Досрочный возврат контейнера 05.12.2026');
    const [refund] = await refunds();
    expect(refund).toEqual({ id: expect.any(Number), order_id: order.id, payment_id: paymentId, amount: 135_000 });
    expect(await returnReceipts()).toEqual([
      {
        refund_id: refund!.id,
        payment_id: paymentId,
        amount: 135_000,
        item: 'Аренда: контейнер 8 м³, 01.12.2026–10.12.2026',
        status: 'pending',
      },
    ]);
    expect(written).toHaveLength(1);
    expect(await popups()).toEqual([{ title: REFUND_TEXTS.title, text: expect.stringContaining('1\u00a0350,00 ₽') }]);
    expect((await popups())[0]?.text).toContain('на карту •••• 4242');
    expect(await mails()).toEqual([{ kind: 'refund', recipient: 'pay@demo.ru', subject: 'Возврат 1\u00a0350,00 ₽' }]);
  });

  it('mails the resident’s login when the payment named no address', async () => {
    const { order } = await paidOrder(150_000, null);
    await orders.refund(order.id, 150_000, 'Отмена вывоза', { cancel: true });
    expect((await mails()).map((mail) => mail.recipient)).toEqual(['resident@demo.ru']);
  });

  it('leaves no refund, receipt, notice or email when the caller’s transaction rolls back', async () => {
    const { order } = await paidOrder(150_000);
    await expect(
      store.transaction(async () => {
        await orders.refund(order.id, 150_000, 'Отмена', { cancel: true });
        throw new Error('the pickup could not be cancelled');
      }),
    ).rejects.toThrow('could not be cancelled');
    expect(await refunds()).toEqual([]);
    expect(await returnReceipts()).toEqual([]);
    expect(await popups()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('gives back a whole payment of an order cancelled meanwhile, once', async () => {
    const order = await orders.create({
      contragentId: 1,
      userId: 1,
      kind: 'insurance-policy',
      amount: 90_000,
      description: 'Страховой полис',
    });
    await orders.cancelUnpaid(order.id);
    const payment = await first(
      store,
      sql<{
        id: number;
      }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at, order_id, receipt_email)
        VALUES (1, 90000, 'succeeded', 'service', 'card', 'Оплата картой', 1, 2, ${order.id}, 'pay@demo.ru') RETURNING id`,
    );
    expect(await orders.refundPayment(payment!.id, 'Заказ был отменён до оплаты')).toBe(90_000);
    expect(await orders.refundPayment(payment!.id, 'Заказ был отменён до оплаты')).toBe(0);
    expect(await refunds()).toEqual([
      { id: expect.any(Number), order_id: order.id, payment_id: payment!.id, amount: 90_000 },
    ]);
    expect(await returnReceipts()).toHaveLength(1);
  });
});
