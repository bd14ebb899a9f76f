import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreatedRentalSchema, PaymentHistoryPageSchema, ReturnQuoteSchema } from '@resident/contract';
import type { PaymentHistoryPage, PaymentKind } from '@resident/contract';
import { DatedClock } from '../test-support/dated-clock.ts';
import { errorBody } from '../test-support/error-body.ts';
import { parsePayment, paymentBody, payWithCard, postPayment, SUCCESS_CARD } from '../test-support/payment-flow.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { BILLING_MESSAGES } from './billing-messages.ts';

const at = (date: string) => Date.parse(`${date}T09:00:00Z`);

describe.each(BACKENDS)('«Платежи» with orders and refunds on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  const clock = new DatedClock(at('2026-06-01'));
  let resident: string;
  let plain: string;

  const signIn = (login: string) => clock.signIn(server, login);

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api/v3/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const historyOf = async (query: string, token = resident): Promise<PaymentHistoryPage> =>
    PaymentHistoryPageSchema.parse((await call(token, 'GET', `client/1/billing/payments?size=100&${query}`)).json());

  let paymentId: number;
  let refundAmount: number;
  let description: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer({ databaseUrl: database.databaseUrl, now: clock.now });
    resident = await signIn('resident@demo.ru');
    plain = await signIn('plain@demo.ru');
    const created = CreatedRentalSchema.parse(
      (
        await call(resident, 'POST', 'client/1/container-rentals', {
          typeId: 1,
          startDate: '2026-06-01',
          endDate: '2026-06-30',
          address: 'г. Тверь, ул. Лесная, д. 3',
        })
      ).json(),
    );
    const order = created.order!;
    const payment = parsePayment(
      await postPayment(
        server,
        resident,
        1,
        paymentBody({
          purpose: 'service',
          amount: order.amount,
          orderId: order.orderId,
          returnPath: '/resident/1/container-rental',
        }),
      ),
    );
    await payWithCard(server, payment, SUCCESS_CARD);
    paymentId = payment.id;
    clock.at = at('2026-06-10');
    const base = `client/1/container-rentals/${created.rental.id}`;
    refundAmount = ReturnQuoteSchema.parse(
      (await call(resident, 'GET', `${base}/return-quote?returnDate=2026-06-10`)).json(),
    ).refund;
    expect(
      (await call(resident, 'POST', `${base}/return`, { returnDate: '2026-06-10', refund: refundAmount })).statusCode,
    ).toBe(200);
    // The register makes the receipts after the commits: both lines link theirs in a moment.
    await vi.waitFor(
      async () =>
        expect((await historyOf('from=2026-06-01')).content.filter((line) => line.receiptId !== null)).toHaveLength(2),
      { timeout: 10_000 },
    );
  });

  afterAll(async () => {
    await server.app.close();
    await database.drop();
  });

  it('lists the order’s payment as the order, by its name, apart from the bill', async () => {
    const orders = await historyOf('kind=order');
    expect(orders.content).toEqual([
      expect.objectContaining({
        id: paymentId,
        kind: 'order',
        status: 'succeeded',
        purpose: 'service',
        order: expect.stringMatching(/^Аренда: /),
        receiptId: expect.any(Number),
      }),
    ]);
    description = orders.content[0]!.order!;
    expect(orders.totals).toEqual({ paid: orders.content[0]!.amount, refunded: 0 });
    const bills = await historyOf('kind=bill');
    expect(bills.content.length).toBeGreaterThan(0);
    expect(bills.content.every((line) => line.kind === 'bill' && line.order === null)).toBe(true);
  });

  it('lists a bill payment that went to the installment schedule as an installment', async () => {
    // The seed pays the demo agreement's first instalment (1 440 ₽ through a bank) and allocates it.
    const installments = await historyOf('kind=installment');
    expect(installments.content).toEqual([
      expect.objectContaining({ kind: 'installment', amount: 144_000, purpose: 'charges', order: null }),
    ]);
    expect((await historyOf('kind=bill')).content.map((line) => line.id)).not.toContain(installments.content[0]!.id);
  });

  it('lists the refund as its own line with its receipt, and counts it in the totals', async () => {
    const refunds = await historyOf('kind=refund');
    expect(refunds.content).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: refundAmount,
        status: 'succeeded',
        order: description,
        description: 'Досрочный возврат контейнера 10.06.2026',
        receiptId: expect.any(Number),
      }),
    ]);
    expect(refunds.totals).toEqual({ paid: 0, refunded: refundAmount });
    const june = await historyOf('from=2026-06-01&to=2026-06-30');
    expect(june.content.map((line) => line.kind)).toEqual(['refund', 'order']);
    expect(june.totals.refunded).toBe(refundAmount);
  });

  it('downloads each receipt as a PDF attachment with the fields a resident checks', async () => {
    const [refund] = (await historyOf('kind=refund')).content;
    const response = await call(resident, 'GET', `client/1/billing/fiscal-receipts/${refund!.receiptId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    for (const field of [
      'Возврат прихода',
      description,
      'ИНН продавца',
      'РН ККТ',
      'ФН',
      'ФД',
      'ФП',
      '&n=2',
      'i***@demo.ru',
    ])
      expect(text.replace(/\u00a0/g, ' ')).toContain(field);
    // Any holder of the account may download it: the buyer's address is masked, as the payment shows it.
    expect(text).not.toContain('ivanov@demo.ru');
  });

  it('never gives another resident’s receipt, through their account or this one', async () => {
    const [line] = (await historyOf('kind=order')).content;
    const notFound = errorBody('NOT_FOUND', BILLING_MESSAGES.receiptNotFound);
    expect((await call(plain, 'GET', `client/6/billing/fiscal-receipts/${line!.receiptId}`)).json()).toEqual(notFound);
    expect((await call(plain, 'GET', `client/1/billing/fiscal-receipts/${line!.receiptId}`)).statusCode).toBe(404);
    expect((await call(resident, 'GET', `client/2/billing/fiscal-receipts/${line!.receiptId}`)).json()).toEqual(
      notFound,
    );
    expect((await call(resident, 'GET', 'client/1/billing/fiscal-receipts/abc')).statusCode).toBe(400);
  });

  it('refuses a kind it does not know with a 400', async () => {
    const response = await call(resident, 'GET', `client/1/billing/payments?kind=${'gift' as PaymentKind}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [expect.objectContaining({ code: 'VALIDATION' })] });
  });
});
