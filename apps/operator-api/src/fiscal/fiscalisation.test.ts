import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createOutbox } from '../outbox/outbox.ts';
import { createOutboxRepository } from '../outbox/outbox-repository.ts';
import { createFiscalReceipts } from '../payments/fiscal-receipt.ts';
import type { OnlinePaymentRow } from '../payments/online-payment-repository.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import type { FiscalReceiptRow } from './fiscal-receipt-repository.ts';
import { createFiscalisation, FISCAL_FIRST_BACKOFF_MS, FISCAL_LEASE_MS } from './fiscalisation.ts';
import { createTestFiscalRegister } from './test-fiscal-register.ts';

const START = Date.UTC(2026, 10, 28, 5, 42);
const SELLER = { name: 'ООО «Региональный оператор»', inn: '6950012345' };

describe.each(BACKENDS)('fiscal receipts and their retry job on %s', (backend) => {
  let stores: TwoInstanceStores;
  let now: number;
  let registerOff: boolean;

  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend);
    now = START;
    registerOff = false;
    const { store } = stores;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
    await run(
      store,
      sql`INSERT INTO service_orders (id, contragent_id, kind, amount, description, status, created_at) VALUES
        (1, 1, 'waste-pickup', 135000, 'Вывоз строительных отходов 2,5 м³', 'paid', 1)`,
    );
    await run(
      store,
      sql`INSERT INTO payments (id, contragent_id, amount, status, purpose, channel, description, created_at, settled_at, receipt_email, card_mask, order_id)
        VALUES (10, 1, 135000, 'succeeded', 'service', 'card', 'Оплата картой', 1, 2, 'resident@demo.ru', '•••• 4242', 1),
          (11, 1, 50000, 'succeeded', 'charges', 'card', 'Оплата картой', 1, 2, NULL, NULL, NULL)`,
    );
    await run(store, sql`UPDATE payments SET receipt_phone = '+79991234567' WHERE id = 11`);
  });
  afterEach(() => stores.close());

  /** One API instance's side of it: its outbox, its register client, its job. */
  function instance(store: Store) {
    const outboxRepository = createOutboxRepository(store);
    const outbox = createOutbox({
      store,
      repository: outboxRepository,
      transport: undefined,
      from: 'a@b.ru',
      now: () => now,
      onError: () => {},
    });
    const register = createTestFiscalRegister(store, { secret: 's', now: () => now, unavailable: () => registerOff });
    const fiscalisation = createFiscalisation({
      store,
      register,
      outbox,
      outboxRepository,
      now: () => now,
      log: Fastify({ logger: false }).log,
    });
    const written: number[] = [];
    const receipts = createFiscalReceipts({ store, seller: SELLER, written: (id) => void written.push(id) });
    return { receipts, fiscalisation, register, written };
  }

  const paymentRow = async (id: number) =>
    (await first(stores.store, sql<OnlinePaymentRow>`SELECT * FROM payments WHERE id = ${id}`))!;
  const receipt = async (id: number) =>
    (await first(stores.store, sql<FiscalReceiptRow>`SELECT * FROM fiscal_receipts WHERE id = ${id}`))!;
  const mails = () =>
    all(
      stores.store,
      sql<{ kind: string; recipient: string; body: string }>`SELECT kind, recipient, body FROM outbox ORDER BY id`,
    );
  const journal = () =>
    all(stores.store, sql<{ document_number: number }>`SELECT document_number FROM test_fiscal_documents`);

  it('writes the receipt with the transaction that moves the money, once, naming the service as ordered', async () => {
    const { receipts, written } = instance(stores.store);
    const payment = await paymentRow(10);
    await expect(
      stores.store.transaction(async () => {
        await receipts.send({ payment, accountNumber: '7700000001', seller: 'x', settledAt: now });
        throw new Error('the settlement rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await all(stores.store, sql`SELECT id FROM fiscal_receipts`)).toEqual([]);

    const id = await stores.store.transaction(() =>
      receipts.send({ payment, accountNumber: '7700000001', seller: 'x', settledAt: now }),
    );
    expect(await receipts.send({ payment, accountNumber: '7700000001', seller: 'x', settledAt: now })).toBe(id);
    expect(await receipt(id)).toMatchObject({
      operation: 'income',
      status: 'pending',
      amount: 135_000,
      item: 'Вывоз строительных отходов 2,5 м³',
      seller_name: SELLER.name,
      seller_inn: SELLER.inn,
      buyer_email: 'resident@demo.ru',
      card_mask: '•••• 4242',
    });
    // The server fiscalises after the commit only (store.afterCommit); here every write is reported.
    expect(written.slice(-2)).toEqual([id, id]);
    const bill = await receipts.send({
      payment: await paymentRow(11),
      accountNumber: '7700000001',
      seller: 'x',
      settledAt: now,
    });
    expect((await receipt(bill)).item).toBe('Услуга по обращению с ТКО, лицевой счёт 7700000001');
  });

  it('keeps a receipt pending while the register is unreachable and fiscalises it on a later run, mailed once', async () => {
    const { receipts, fiscalisation } = instance(stores.store);
    const id = await receipts.send({
      payment: await paymentRow(10),
      accountNumber: '7700000001',
      seller: 'x',
      settledAt: now,
    });
    registerOff = true;
    expect(await fiscalisation.fiscalise(id)).toBe('failed');
    expect(await receipt(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      retry_at: START + FISCAL_FIRST_BACKOFF_MS,
      last_error: expect.any(String),
    });
    registerOff = false;
    // Its back-off has not passed: the job leaves it.
    expect(await fiscalisation.runDue()).toEqual({ fiscalised: 0, failed: 0 });
    now += FISCAL_FIRST_BACKOFF_MS;
    expect(await fiscalisation.runDue()).toEqual({ fiscalised: 1, failed: 0 });
    expect(await fiscalisation.runDue()).toEqual({ fiscalised: 0, failed: 0 });
    const row = await receipt(id);
    expect(row).toMatchObject({
      status: 'fiscalised',
      attempts: 2,
      document_number: 1,
      fiscalised_at: now,
      last_error: null,
    });
    const sent = await mails();
    expect(sent).toEqual([
      {
        kind: 'fiscal-receipt',
        recipient: 'resident@demo.ru',
        body: expect.stringContaining(`ФП: ${row.fiscal_sign}`),
      },
    ]);
    expect(sent[0]?.body).toContain('&n=1');
  });

  it('sends a phone buyer’s receipt to the outbox as an SMS record', async () => {
    const { receipts, fiscalisation } = instance(stores.store);
    const id = await receipts.send({
      payment: await paymentRow(11),
      accountNumber: '7700000001',
      seller: 'x',
      settledAt: now,
    });
    expect(await fiscalisation.fiscalise(id)).toBe('fiscalised');
    expect(await mails()).toEqual([
      {
        kind: 'fiscal-receipt-sms',
        recipient: '+79991234567',
        body: expect.stringContaining('Телефон покупателя: +79991234567'),
      },
    ]);
  });

  it('lets one of two instances fiscalise a receipt taken at once: one document, one email', async () => {
    const a = instance(stores.store);
    const b = instance(stores.other);
    const id = await a.receipts.send({
      payment: await paymentRow(10),
      accountNumber: '7700000001',
      seller: 'x',
      settledAt: now,
    });
    const outcomes = await Promise.all([
      a.fiscalisation.fiscalise(id),
      b.fiscalisation.fiscalise(id),
      a.fiscalisation.runDue(),
      b.fiscalisation.runDue(),
    ]);
    const [one, two, runA, runB] = outcomes as [string, string, { fiscalised: number }, { fiscalised: number }];
    expect([one, two].filter((outcome) => outcome === 'fiscalised').length + runA.fiscalised + runB.fiscalised).toBe(1);
    expect((await receipt(id)).status).toBe('fiscalised');
    expect(await journal()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('after a crash between the register’s answer and its record, the retry gets the same document', async () => {
    const { receipts, fiscalisation, register } = instance(stores.store);
    const id = await receipts.send({
      payment: await paymentRow(10),
      accountNumber: '7700000001',
      seller: 'x',
      settledAt: now,
    });
    // The instance claimed it, the register answered, and the process died before writing it down.
    await run(
      stores.store,
      sql`UPDATE fiscal_receipts SET retry_at = ${now + FISCAL_LEASE_MS}, attempts = 1 WHERE id = ${id}`,
    );
    const answered = await register.register({
      externalId: `receipt-${id}`,
      operation: 'income',
      seller: SELLER,
      item: 'x',
      amount: 135_000,
      buyerContact: '',
    });
    // Within the lease nobody takes it; after it the job does.
    expect(await fiscalisation.runDue()).toEqual({ fiscalised: 0, failed: 0 });
    now += FISCAL_LEASE_MS;
    expect(await fiscalisation.runDue()).toEqual({ fiscalised: 1, failed: 0 });
    expect(await receipt(id)).toMatchObject({
      document_number: answered.documentNumber,
      fiscal_sign: answered.fiscalSign,
    });
    expect(await journal()).toHaveLength(1);
  });
});
