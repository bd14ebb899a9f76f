import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ContainerTypesSchema,
  CreatedRentalSchema,
  ExtensionQuoteSchema,
  ExtensionResultSchema,
  PaymentRecordSchema,
  RealEstateObjectsSchema,
  RENTAL_TEXTS,
  RentalQuoteSchema,
  RentalSchema,
  RentalsSchema,
  ReturnQuoteSchema,
  ReturnResultSchema,
} from '@resident/contract';
import type { RentalOrder } from '@resident/contract';
import { ORDER_MESSAGES } from '../orders/order-messages.ts';
import { DatedClock } from '../test-support/dated-clock.ts';
import { errorBody } from '../test-support/error-body.ts';
import { parsePayment, paymentBody, payWithCard, postPayment, SUCCESS_CARD } from '../test-support/payment-flow.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { RENTAL_MESSAGES } from './container-rental-service.ts';

// resident@demo.ru owns accounts 1 (two objects) and 2; plain@demo.ru owns 6; closed@demo.ru owns
// the closed account 4; noaccount@demo.ru has none. Type 1 costs 150 ₽ a day and 2 500 ₽ a month,
// type 3 900 ₽ a day and 15 000 ₽ a month (migration 015).
const HOUR = 3_600_000;
/** 09:00 UTC on the date: the same calendar day from Kaliningrad to Kamchatka. */
const at = (date: string) => Date.parse(`${date}T09:00:00Z`);

const clock = new DatedClock(at('2026-06-01'));
let server: TestServer;
let resident: string;
let plain: string;
let noAccount: string;
let closed: string;

// The tests move the clock across 2026–2028; the altcha proof of a login is checked against the
// wall clock, so residents sign in at the real time with tokens that outlive every test date.
const signIn = (login: string) => clock.signIn(server, login);

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/v3/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const quote = (query: string, token = resident) => call(token, 'GET', `client/container-rental/quote?${query}`);
const rentalsUrl = (contragentId: number) => `client/${contragentId}/container-rentals`;
const listOf = async (contragentId = 1, token = resident) =>
  RentalsSchema.parse((await call(token, 'GET', rentalsUrl(contragentId))).json());
const order = (body: object, contragentId = 1, token = resident) => call(token, 'POST', rentalsUrl(contragentId), body);

async function rent(
  body: Partial<{ typeId: number; startDate: string; endDate: string; address: string; objectId: number }> = {},
) {
  const response = await order({
    typeId: 1,
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    address: 'г. Тверь, ул. Лесная, д. 3',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return CreatedRentalSchema.parse(response.json());
}

/** Pays an order on the test acquirer as the portal does (purpose 'service'). */
async function pay(orderToPay: Pick<RentalOrder, 'orderId' | 'amount'>, contragentId = 1) {
  const response = await postPayment(
    server,
    resident,
    contragentId,
    paymentBody({
      purpose: 'service',
      amount: orderToPay.amount,
      orderId: orderToPay.orderId,
      returnPath: '/resident/1/container-rental',
    }),
  );
  expect(response.statusCode).toBe(201);
  const payment = parsePayment(response);
  await payWithCard(server, payment, SUCCESS_CARD);
  return payment;
}

const rentalOf = async (id: number) => (await listOf()).find((rental) => rental.id === id)!;

// Container rental is on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;

  // Four scrypt logins: a hook of its own time on a busy machine.
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer({
      now: clock.now,
      accessTokenTtlSeconds: 5 * 365 * 24 * 3600,
      databaseUrl: database.databaseUrl,
    });
    resident = await signIn('resident@demo.ru');
    plain = await signIn('plain@demo.ru');
    noAccount = await signIn('noaccount@demo.ru');
    closed = await signIn('closed@demo.ru');
  }, 60_000);
  afterAll(async () => {
    await server.app.close();
    await database.drop();
  });
  beforeEach(() => {
    clock.at = at('2026-06-01');
  });

  it.runIf(backend === 'postgres')('keeps the rentals, their orders and payments in PostgreSQL', async () => {
    const { rental, order: first } = await rent({ startDate: '2026-06-02', endDate: '2026-06-03' });
    await pay(first);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const counts = await client.query<Record<string, string>>(
        `SELECT (SELECT COUNT(*) FROM container_rentals WHERE id = $1 AND status = 'paid') AS rentals,
        (SELECT COUNT(*) FROM container_rental_orders WHERE rental_id = $1) AS links,
        (SELECT COUNT(*) FROM payments WHERE order_id = $2 AND status = 'succeeded') AS payments`,
        [rental.id, first.orderId],
      );
      expect(counts.rows).toEqual([{ rentals: '1', links: '1', payments: '1' }]);
    } finally {
      await client.end();
    }
  });

  describe('GET client/container-rental/types', () => {
    it('lists the containers with volumes, pictures and prices, for a resident without an account too', async () => {
      const types = ContainerTypesSchema.parse((await call(noAccount, 'GET', 'client/container-rental/types')).json());
      expect(types.map((type) => [type.volume, type.picture, type.pricePerDay, type.pricePerMonth])).toEqual([
        [0.75, 'wheelie-bin', 15_000, 250_000],
        [1.1, 'euro-bin', 20_000, 350_000],
        [8, 'skip', 90_000, 1_500_000],
        [27, 'roll-off', 200_000, 3_500_000],
      ]);
      expect((await quote('typeId=1&startDate=2026-06-01&endDate=2026-06-10', noAccount)).statusCode).toBe(200);
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/v3/client/container-rental/types' })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET client/container-rental/quote: the price rule', () => {
    it.each([
      // [today, type, start, end, months, restDays, amount]
      ['2026-06-01', 1, '2026-06-01', '2026-06-01', 0, 1, 15_000],
      ['2026-06-01', 1, '2026-06-01', '2026-06-16', 0, 16, 240_000],
      ['2026-06-01', 1, '2026-06-01', '2026-06-17', 0, 17, 250_000],
      ['2026-06-01', 1, '2026-06-01', '2026-06-30', 1, 0, 250_000],
      ['2026-06-01', 1, '2026-06-01', '2026-07-01', 1, 1, 265_000],
      ['2026-06-01', 3, '2026-06-15', '2026-09-14', 3, 0, 4_500_000],
      // 30- and 31-day months.
      ['2027-03-20', 1, '2027-04-01', '2027-04-30', 1, 0, 250_000],
      ['2027-02-20', 1, '2027-03-01', '2027-03-30', 0, 30, 250_000],
      ['2027-02-20', 1, '2027-03-01', '2027-03-31', 1, 0, 250_000],
      ['2027-02-20', 2, '2027-03-01', '2027-04-05', 1, 5, 450_000],
      // February, leap and not.
      ['2027-01-20', 1, '2027-02-01', '2027-02-28', 1, 0, 250_000],
      ['2028-01-20', 1, '2028-02-01', '2028-02-28', 0, 28, 250_000],
      ['2028-01-20', 1, '2028-02-01', '2028-02-29', 1, 0, 250_000],
      ['2028-01-20', 1, '2028-02-01', '2028-03-31', 2, 0, 500_000],
      // From the 31st: a month ends on the last day of the next month.
      ['2027-01-20', 1, '2027-01-31', '2027-02-28', 1, 0, 250_000],
      ['2028-01-20', 1, '2028-01-31', '2028-02-28', 0, 29, 250_000],
      ['2028-01-20', 1, '2028-01-31', '2028-02-29', 1, 0, 250_000],
      ['2028-01-20', 1, '2028-01-31', '2028-03-01', 1, 1, 265_000],
      ['2027-01-20', 1, '2027-01-31', '2027-03-31', 2, 1, 515_000],
      // Across the new year, and the longest rental over 29 February.
      ['2027-12-01', 1, '2027-12-20', '2028-01-19', 1, 0, 250_000],
      ['2027-12-01', 4, '2027-12-01', '2028-11-30', 12, 0, 42_000_000],
    ])(
      'on %s, type %i from %s to %s: %i month(s) and %i day(s) for %i kopecks',
      async (today, typeId, startDate, endDate, months, restDays, amount) => {
        clock.at = at(today);
        const response = await quote(`typeId=${typeId}&startDate=${startDate}&endDate=${endDate}`);
        expect(response.statusCode).toBe(200);
        expect(RentalQuoteSchema.parse(response.json())).toMatchObject({
          typeId,
          startDate,
          endDate,
          months,
          restDays,
          amount,
        });
      },
    );

    it.each([
      [
        'an end before the start',
        'startDate=2026-06-10&endDate=2026-06-09',
        'RENTAL_END_BEFORE_START',
        RENTAL_TEXTS.endBeforeStart,
      ],
      [
        'a start in the past',
        'startDate=2026-05-31&endDate=2026-06-09',
        'RENTAL_START_IN_PAST',
        RENTAL_TEXTS.startInPast,
      ],
      [
        'a start more than 90 days ahead',
        'startDate=2026-08-31&endDate=2026-09-09',
        'RENTAL_START_TOO_FAR',
        RENTAL_TEXTS.startTooFar,
      ],
      [
        'a period over twelve months',
        'startDate=2026-06-01&endDate=2027-06-01',
        'RENTAL_TOO_LONG',
        RENTAL_TEXTS.tooLong,
      ],
    ])('refuses %s with 400', async (_name, dates, code, message) => {
      const response = await quote(`typeId=1&${dates}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody(code, message));
    });

    it('takes the whole twelve months, and a start that is still today somewhere in Russia', async () => {
      expect((await quote('typeId=1&startDate=2026-06-01&endDate=2027-05-31')).statusCode).toBe(200);
      // 23:30 in Moscow on 1 June is 2 June in Kamchatka, still 1 June in Kaliningrad.
      clock.at = Date.parse('2026-06-01T20:30:00Z');
      expect((await quote('typeId=1&startDate=2026-06-01&endDate=2026-06-05')).statusCode).toBe(200);
      clock.at += 2 * HOUR;
      expect((await quote('typeId=1&startDate=2026-06-01&endDate=2026-06-05')).statusCode).toBe(400);
    });

    it.each([
      ['a date that does not exist', 'typeId=1&startDate=2026-06-31&endDate=2026-07-05'],
      ['a date in another format', 'typeId=1&startDate=01.06.2026&endDate=2026-07-05'],
      ['no end', 'typeId=1&startDate=2026-06-01'],
      ['a type that is not a number', 'typeId=abc&startDate=2026-06-01&endDate=2026-06-05'],
    ])('answers 400 for %s', async (_name, query) => {
      const response = await quote(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].code).toBe('VALIDATION');
    });

    it('answers 404 for a type nobody rents out', async () => {
      const response = await quote('typeId=99&startDate=2026-06-01&endDate=2026-06-05');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody('CONTAINER_TYPE_NOT_FOUND', RENTAL_MESSAGES.typeNotFound));
    });
  });

  describe('POST client/{contragentId}/container-rentals', () => {
    it('orders a container for one of the account’s objects at the quoted price, payable once as a service', async () => {
      const objects = RealEstateObjectsSchema.parse((await call(resident, 'GET', 'client/1/objects')).json());
      const created = await rent({
        typeId: 3,
        objectId: objects[0]!.id,
        address: undefined,
        startDate: '2026-06-05',
        endDate: '2026-06-14',
      });
      expect(created.order).toMatchObject({ amount: 900_000, purpose: 'rental', endDate: '2026-06-14' });
      expect(created.rental).toMatchObject({
        address: objects[0]!.address,
        objectId: objects[0]!.id,
        container: { typeId: 3, name: 'Бункер 8 м³', volume: 8, picture: 'skip' },
        status: 'awaiting-payment',
        paid: 0,
        pendingOrder: created.order,
      });

      // A service's order cannot be paid as the state duty, nor as charges, nor with another sum.
      const asDuty = await postPayment(
        server,
        resident,
        1,
        paymentBody({ purpose: 'state-duty', amount: 900_000, orderId: created.order.orderId }),
      );
      expect(asDuty.statusCode).toBe(404);
      expect(
        (
          await postPayment(
            server,
            resident,
            1,
            paymentBody({ purpose: 'service', amount: 899_999, orderId: created.order.orderId }),
          )
        ).json(),
      ).toEqual(errorBody('ORDER_AMOUNT_MISMATCH', ORDER_MESSAGES.amountMismatch));
      // Two attempts with different keys (a second tab) answer one payment.
      const body = paymentBody({
        purpose: 'service',
        amount: 900_000,
        orderId: created.order.orderId,
        returnPath: '/resident/1/container-rental',
      });
      const first = parsePayment(await postPayment(server, resident, 1, body, randomUUID()));
      const second = parsePayment(await postPayment(server, resident, 1, body, randomUUID()));
      expect(second.id).toBe(first.id);
      await payWithCard(server, first, SUCCESS_CARD);

      expect(await rentalOf(created.rental.id)).toMatchObject({
        status: 'paid',
        paid: 900_000,
        refunded: 0,
        pendingOrder: null,
      });
      const paidAgain = await postPayment(server, resident, 1, body, randomUUID());
      expect(paidAgain.statusCode).toBe(409);
      const history = (await call(resident, 'GET', 'client/1/billing/payments?size=50'))
        .json()
        .content.map((row: unknown) => PaymentRecordSchema.parse(row));
      expect(
        history.filter(
          (payment: { amount: number; status: string }) => payment.amount === 900_000 && payment.status === 'succeeded',
        ),
      ).toHaveLength(1);
    });

    it.each([
      ['an address and an object both', { objectId: 1 }],
      ['neither an address nor an object', { address: undefined }],
      ['an empty address', { address: '   ' }],
      ['an address over 300 characters', { address: 'д'.repeat(301) }],
      ['a date that does not exist', { startDate: '2026-02-29' }],
      ['no type', { typeId: undefined }],
    ])('refuses %s with 400', async (_name, change) => {
      const response = await order({
        typeId: 1,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        address: 'г. Тверь',
        ...change,
      });
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['an end before the start', { endDate: '2026-05-30' }, 'RENTAL_END_BEFORE_START'],
      ['a start in the past', { startDate: '2026-05-31' }, 'RENTAL_START_IN_PAST'],
      ['a period over the maximum', { endDate: '2027-06-01' }, 'RENTAL_TOO_LONG'],
    ])('refuses %s with 400 and makes nothing', async (_name, change, code) => {
      const before = (await listOf()).length;
      const response = await order({
        typeId: 1,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        address: 'г. Тверь',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].code).toBe(code);
      expect(await listOf()).toHaveLength(before);
    });

    it('checks the owner: another resident’s account, another account’s object, a closed account', async () => {
      expect(
        (await order({ typeId: 1, startDate: '2026-06-01', endDate: '2026-06-05', address: 'г. Тверь' }, 1, plain))
          .statusCode,
      ).toBe(404);
      expect((await call(plain, 'GET', rentalsUrl(1))).statusCode).toBe(404);
      const foreignObject = RealEstateObjectsSchema.parse((await call(resident, 'GET', 'client/2/objects')).json())[0]!;
      const wrongObject = await order({
        typeId: 1,
        startDate: '2026-06-01',
        endDate: '2026-06-05',
        objectId: foreignObject.id,
      });
      expect(wrongObject.json()).toEqual(errorBody('OBJECT_NOT_FOUND', RENTAL_MESSAGES.objectNotFound));
      expect(
        (await order({ typeId: 1, startDate: '2026-06-01', endDate: '2026-06-05', address: 'г. Ржев' }, 4, closed))
          .statusCode,
      ).toBe(409);
      expect((await call(resident, 'POST', rentalsUrl(1))).statusCode).toBe(400);
    });
  });

  describe('extending, returning and cancelling a rental', () => {
    it('extends by paying the difference: the end moves once the order is paid', async () => {
      const { rental, order: first } = await rent({ startDate: '2026-06-01', endDate: '2026-06-10' });
      await pay(first);
      const base = `${rentalsUrl(1)}/${rental.id}`;

      const extensionQuote = ExtensionQuoteSchema.parse(
        (await call(resident, 'GET', `${base}/extension-quote?endDate=2026-07-05`)).json(),
      );
      expect(extensionQuote).toEqual({
        currentEndDate: '2026-06-10',
        endDate: '2026-07-05',
        addedDays: 25,
        amount: 175_000,
      });

      const extension = await call(resident, 'POST', `${base}/extension`, { endDate: '2026-07-05' });
      expect(extension.statusCode).toBe(201);
      const { order: extensionOrder } = ExtensionResultSchema.parse(extension.json());
      expect(extensionOrder).toMatchObject({ amount: 175_000, purpose: 'extension', endDate: '2026-07-05' });
      // Asked again, the same open extension; the end has not moved yet.
      const again = await call(resident, 'POST', `${base}/extension`, { endDate: '2026-07-05' });
      expect(again.statusCode).toBe(200);
      expect(ExtensionResultSchema.parse(again.json())).toMatchObject({
        order: extensionOrder,
        rental: { endDate: '2026-06-10', pendingOrder: extensionOrder },
      });

      await pay(extensionOrder!);
      expect(await rentalOf(rental.id)).toMatchObject({ endDate: '2026-07-05', paid: 325_000, pendingOrder: null });
    });

    it('replaces an open extension with another end, moves the end at once when nothing is due', async () => {
      const { rental, order: first } = await rent({ startDate: '2026-06-01', endDate: '2026-06-20' });
      await pay(first);
      const base = `${rentalsUrl(1)}/${rental.id}`;
      const stale = ExtensionResultSchema.parse(
        (await call(resident, 'POST', `${base}/extension`, { endDate: '2026-07-10' })).json(),
      ).order!;
      // 21–25 June fall under the month the first 20 days already cost.
      const free = await call(resident, 'POST', `${base}/extension`, { endDate: '2026-06-25' });
      expect(free.statusCode).toBe(200);
      expect(ExtensionResultSchema.parse(free.json())).toMatchObject({
        order: null,
        rental: { endDate: '2026-06-25', pendingOrder: null },
      });
      const payStale = await postPayment(
        server,
        resident,
        1,
        paymentBody({ purpose: 'service', amount: stale.amount, orderId: stale.orderId }),
      );
      expect(payStale.json()).toEqual(errorBody('ORDER_CANCELLED', ORDER_MESSAGES.cancelled));
    });

    it.each([
      ['an end not later than the current one', '2026-06-10', 'RENTAL_EXTENSION_NOT_LATER'],
      ['an end past twelve months from the start', '2027-06-01', 'RENTAL_TOO_LONG'],
      ['a date that does not exist', '2026-06-31', 'VALIDATION'],
    ])('refuses an extension to %s with 400', async (_name, endDate, code) => {
      const { rental, order: first } = await rent({ startDate: '2026-06-01', endDate: '2026-06-10' });
      await pay(first);
      const response = await call(resident, 'GET', `${rentalsUrl(1)}/${rental.id}/extension-quote?endDate=${endDate}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].code).toBe(code);
      expect((await call(resident, 'POST', `${rentalsUrl(1)}/${rental.id}/extension`, { endDate })).statusCode).toBe(
        400,
      );
    });

    it('returns early: shows the refund, refuses a refund the resident was not shown, records it against the orders', async () => {
      const { rental, order: first } = await rent({ startDate: '2026-06-01', endDate: '2026-06-30' });
      await pay(first);
      const base = `${rentalsUrl(1)}/${rental.id}`;
      const extension = ExtensionResultSchema.parse(
        (await call(resident, 'POST', `${base}/extension`, { endDate: '2026-07-31' })).json(),
      ).order!;
      await pay(extension);

      clock.at = at('2026-06-10');
      const returnQuote = ReturnQuoteSchema.parse(
        (await call(resident, 'GET', `${base}/return-quote?returnDate=2026-06-10`)).json(),
      );
      expect(returnQuote).toEqual({
        returnDate: '2026-06-10',
        usedDays: 10,
        usedAmount: 150_000,
        paid: 500_000,
        refund: 350_000,
      });

      const changed = await call(resident, 'POST', `${base}/return`, { returnDate: '2026-06-10', refund: 340_000 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual(errorBody('RENTAL_REFUND_CHANGED', RENTAL_MESSAGES.refundChanged));
      expect(await rentalOf(rental.id)).toMatchObject({ status: 'paid', refunded: 0 });

      const returned = await call(resident, 'POST', `${base}/return`, { returnDate: '2026-06-10', refund: 350_000 });
      expect(returned.statusCode).toBe(200);
      expect(ReturnResultSchema.parse(returned.json())).toMatchObject({
        refund: 350_000,
        rental: { status: 'returned', returnedOn: '2026-06-10', paid: 500_000, refunded: 350_000 },
      });
      // The extension's order was refunded in full and is cancelled: it cannot be paid again.
      const payExtension = await postPayment(
        server,
        resident,
        1,
        paymentBody({ purpose: 'service', amount: extension.amount, orderId: extension.orderId }),
      );
      expect(payExtension.json()).toEqual(errorBody('ORDER_CANCELLED', ORDER_MESSAGES.cancelled));
      expect((await call(resident, 'POST', `${base}/return`, { returnDate: '2026-06-12', refund: 0 })).statusCode).toBe(
        409,
      );
      expect((await call(resident, 'POST', `${base}/extension`, { endDate: '2026-08-10' })).statusCode).toBe(409);
    });

    it('gives everything back for a return before the start', async () => {
      const { rental, order: first } = await rent({ startDate: '2026-06-15', endDate: '2026-06-30' });
      await pay(first);
      const base = `${rentalsUrl(1)}/${rental.id}`;
      const returnQuote = ReturnQuoteSchema.parse(
        (await call(resident, 'GET', `${base}/return-quote?returnDate=2026-06-01`)).json(),
      );
      expect(returnQuote).toMatchObject({ usedDays: 0, usedAmount: 0, paid: 240_000, refund: 240_000 });
      const returned = ReturnResultSchema.parse(
        (await call(resident, 'POST', `${base}/return`, { returnDate: '2026-06-01', refund: 240_000 })).json(),
      );
      expect(returned.rental).toMatchObject({ status: 'returned', refunded: 240_000 });
    });

    it.each([
      ['a return date in the past', '2026-05-31', 400, 'RENTAL_RETURN_IN_PAST'],
      ['the end date itself', '2026-06-30', 400, 'RENTAL_RETURN_NOT_EARLY'],
    ])('refuses %s', async (_name, returnDate, status, code) => {
      const { rental, order: first } = await rent({ startDate: '2026-06-01', endDate: '2026-06-30' });
      await pay(first);
      const response = await call(
        resident,
        'GET',
        `${rentalsUrl(1)}/${rental.id}/return-quote?returnDate=${returnDate}`,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json().details[0].code).toBe(code);
    });

    it('refuses to extend or return an unpaid or ended rental, and cancels only an unpaid one', async () => {
      const unpaid = await rent({ startDate: '2026-06-01', endDate: '2026-06-05' });
      const base = `${rentalsUrl(1)}/${unpaid.rental.id}`;
      expect((await call(resident, 'GET', `${base}/extension-quote?endDate=2026-06-10`)).json()).toEqual(
        errorBody('RENTAL_NOT_PAID', RENTAL_MESSAGES.notPaidYet),
      );
      expect((await call(resident, 'GET', `${base}/return-quote?returnDate=2026-06-02`)).statusCode).toBe(409);
      const cancelled = RentalSchema.parse((await call(resident, 'POST', `${base}/cancel`)).json());
      expect(cancelled).toMatchObject({ status: 'cancelled', pendingOrder: null });
      const payCancelled = await postPayment(
        server,
        resident,
        1,
        paymentBody({ purpose: 'service', amount: unpaid.order.amount, orderId: unpaid.order.orderId }),
      );
      expect(payCancelled.statusCode).toBe(409);

      const paid = await rent({ startDate: '2026-06-01', endDate: '2026-06-05' });
      await pay(paid.order);
      const paidBase = `${rentalsUrl(1)}/${paid.rental.id}`;
      expect((await call(resident, 'POST', `${paidBase}/cancel`)).json()).toEqual(
        errorBody('RENTAL_NOT_CANCELLABLE', RENTAL_MESSAGES.notCancellable),
      );
      clock.at = at('2026-06-06');
      expect((await call(resident, 'GET', `${paidBase}/extension-quote?endDate=2026-06-10`)).json()).toEqual(
        errorBody('RENTAL_NOT_EXTENDABLE', RENTAL_MESSAGES.notExtendable),
      );
      expect((await call(resident, 'GET', `${paidBase}/return-quote?returnDate=2026-06-06`)).statusCode).toBe(409);
    });

    it('refuses to cancel or return while a payment is on the acquirer’s page, and cancels a forgotten unpaid order once its start has passed', async () => {
      const { rental, order: first } = await rent({ startDate: '2026-06-02', endDate: '2026-06-05' });
      const open = await postPayment(
        server,
        resident,
        1,
        paymentBody({ purpose: 'service', amount: first.amount, orderId: first.orderId }),
      );
      expect(open.statusCode).toBe(201);
      const base = `${rentalsUrl(1)}/${rental.id}`;
      expect((await call(resident, 'POST', `${base}/cancel`)).json()).toEqual(
        errorBody('RENTAL_PAYMENT_IN_PROGRESS', RENTAL_MESSAGES.paymentInProgress),
      );

      const forgotten = await rent({ startDate: '2026-06-02', endDate: '2026-06-05' });
      clock.at = at('2026-06-03');
      // The payment left on the acquirer page expired meanwhile (20 minutes): both unpaid orders go.
      expect(await rentalOf(forgotten.rental.id)).toMatchObject({ status: 'cancelled', pendingOrder: null });
      expect(await rentalOf(rental.id)).toMatchObject({ status: 'cancelled' });
    });

    it('checks the owner of every rental call', async () => {
      const { rental, order: first } = await rent({ startDate: '2026-06-01', endDate: '2026-06-30' });
      await pay(first);
      const asPlain = (method: Method, path: string, body?: object) =>
        call(plain, method, `${rentalsUrl(1)}/${rental.id}/${path}`, body);
      expect((await asPlain('GET', 'extension-quote?endDate=2026-07-10')).statusCode).toBe(404);
      expect((await asPlain('POST', 'extension', { endDate: '2026-07-10' })).statusCode).toBe(404);
      expect((await asPlain('GET', 'return-quote?returnDate=2026-06-10')).statusCode).toBe(404);
      expect((await asPlain('POST', 'return', { returnDate: '2026-06-10', refund: 0 })).statusCode).toBe(404);
      expect((await asPlain('POST', 'cancel')).statusCode).toBe(404);
      // Through the resident's own account the rental of another account is not there either.
      const viaOwn = await call(plain, 'GET', `${rentalsUrl(6)}/${rental.id}/return-quote?returnDate=2026-06-10`);
      expect(viaOwn.json()).toEqual(errorBody('RENTAL_NOT_FOUND', RENTAL_MESSAGES.rentalNotFound));
      expect(
        (await call(resident, 'GET', `${rentalsUrl(2)}/${rental.id}/extension-quote?endDate=2026-07-10`)).statusCode,
      ).toBe(404);
      expect((await call(resident, 'GET', `${rentalsUrl(1)}/abc/extension-quote?endDate=2026-07-10`)).statusCode).toBe(
        400,
      );
    });
  });
});
