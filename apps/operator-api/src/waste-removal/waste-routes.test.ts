import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminWastePickupSchema,
  AdminWastePickupsSchema,
  PaymentSchema,
  RealEstateObjectsSchema,
  WastePickupSchema,
  WastePickupsSchema,
  WastePriceSchema,
  WasteSlotsSchema,
  WasteTypesSchema,
} from '@resident/contract';
import type { CreateWastePickupBody, WastePickup, WasteSlot } from '@resident/contract';
import { OBJECT_TEXTS, WASTE_TEXTS } from '@resident/contract/limits';
import { ORDER_MESSAGES } from '../orders/order-messages.ts';
import { asOperator, asResident } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import {
  accessTokenOf,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { openSocket } from '../test-support/socket-client.ts';
import type { TestSocket } from '../test-support/socket-client.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { Backend, TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { offeredSlots } from './waste-slots.ts';
import type { TestServer } from '../test-support/test-server.ts';

// resident@demo.ru holds account 1 (the wasteDisposal flag, a flat and a garden plot) and account 2
// (no flag); plain@demo.ru holds account 6 (no flag). Access tokens outlive the clock moves below
// (up to the first offered window: from a Friday night in Moscow that is Monday, three days on).
const ACCOUNT = 1;
const DAY_MS = 86_400_000;
/**
 * The offered windows depend on the weekday and the hour in Moscow, and the hold tests move the
 * clock by minutes: every run starts on the next Wednesday, 10:00 Moscow, away from midnight and
 * the weekend. Ahead of the real clock, not a fixed date: altcha's proofs expire by the real one.
 */
function nextWednesdayMorning(now: number): number {
  const moscowMidnight = Math.floor((now + 3 * 3_600_000) / DAY_MS) * DAY_MS - 3 * 3_600_000;
  const weekday = new Date(moscowMidnight + 3 * 3_600_000).getUTCDay();
  return moscowMidnight + ((3 - weekday + 7) % 7 || 7) * DAY_MS + 10 * 3_600_000;
}
const HOLD_SECONDS = 600;
let server: TestServer;
let resident: string;
let call: ReturnType<typeof asResident>;
let flat: number;
let plot: number;
let slots: WasteSlot[];
const sockets: TestSocket[] = [];

let database: TestDatabase;

async function start(backend: Backend) {
  database = await createTestDatabase(backend);
  server = await startTestServer(
    { accessTokenTtlSeconds: 30 * 24 * 60 * 60, paymentTtlSeconds: HOLD_SECONDS, databaseUrl: database.databaseUrl },
    { clockStart: nextWednesdayMorning(Date.now()) },
  );
  resident = await accessTokenOf(server, 'resident@demo.ru');
  call = asResident(server, resident);
  const objects = RealEstateObjectsSchema.parse((await call('GET', `/api/v3/client/${ACCOUNT}/objects`)).json());
  [flat, plot] = objects.map((object) => object.id) as [number, number];
  slots = WasteSlotsSchema.parse((await call('GET', `/api/v3/client/${ACCOUNT}/waste-removal/slots`)).json());
}

async function stop() {
  for (const { socket } of sockets.splice(0)) socket.close();
  await server.app.close();
  await database.drop();
}

/** A fresh server per test where tests change what others would see; one per block where they only read or are refused. */
// Starting a server seeds the demo and signs in (scrypt): seconds on two busy cores.
const START_MS = 30_000;
function serverPerTest(backend: Backend) {
  beforeEach(() => start(backend), START_MS);
  afterEach(stop);
}
function serverPerBlock(backend: Backend) {
  beforeAll(() => start(backend), START_MS);
  afterAll(stop);
}

const base = `/api/v3/client/${ACCOUNT}/waste-removal`;
const order = (overrides: Partial<CreateWastePickupBody> = {}, slot: WasteSlot = slots[0]!): CreateWastePickupBody => ({
  objectId: flat,
  wasteType: 'bulky',
  volume: 2.5,
  date: slot.date,
  period: slot.period,
  ...overrides,
});
const create = (body: unknown, as = call) => as('POST', `${base}/pickups`, body as object);
const created = async (body: unknown = order()) => {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return WastePickupSchema.parse(response.json());
};
const pickups = async () => WastePickupsSchema.parse((await call('GET', `${base}/pickups`)).json());
const freeSlots = async () =>
  WasteSlotsSchema.parse((await call('GET', `${base}/slots`)).json()).filter((slot) => slot.available);
const payFor = (pickup: WastePickup, overrides = {}) =>
  postPayment(
    server,
    resident,
    ACCOUNT,
    paymentBody({
      purpose: 'service',
      amount: pickup.amount,
      orderId: pickup.orderId,
      returnPath: '/resident/1/waste-removal',
      ...overrides,
    }),
  );
async function paid(pickup: WastePickup) {
  const response = await payFor(pickup);
  expect(response.statusCode, response.body).toBe(201);
  await payWithCard(server, parsePayment(response), SUCCESS_CARD);
}
const operator = () => asOperator(server);
const cancel = (pickup: { id: number }, as = call, account = ACCOUNT) =>
  as('POST', `/api/v3/client/${account}/waste-removal/pickups/${pickup.id}/cancel`);

// Waste removal is on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  describe.runIf(backend === 'postgres')('in PostgreSQL', () => {
    serverPerTest(backend);

    it('keeps the pickups and their orders in PostgreSQL, none in SQLite', async () => {
      await paid(await created());
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        const counts = await client.query<
          Record<string, string>
        >(`SELECT (SELECT COUNT(*) FROM waste_pickups WHERE status = 'paid') AS pickups,
          (SELECT COUNT(*) FROM service_orders WHERE kind = 'waste-pickup' AND status = 'paid') AS orders`);
        expect(counts.rows).toEqual([{ pickups: '1', orders: '1' }]);
      } finally {
        await client.end();
      }
    });
  });

  describe('what can be ordered', () => {
    serverPerBlock(backend);

    it('lists the kinds of waste with their tariffs and the windows of the next 14 days', async () => {
      const types = WasteTypesSchema.parse((await call('GET', `${base}/types`)).json());
      expect(types.map((type) => [type.code, type.tariff])).toEqual([
        ['bulky', 145_000],
        ['construction', 218_050],
        ['garden', 98_000],
        ['appliances', 172_000],
      ]);
      expect(types[0]!.name).toBe('Крупногабаритные отходы');
      // Two windows a working day, from tomorrow through the 14th day (waste-slots.test.ts has the calendar).
      expect(slots.map((slot) => [slot.date, slot.period])).toEqual(
        offeredSlots(server.clock.now()).map((slot) => [slot.date, slot.period]),
      );
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((slot) => slot.available)).toBe(true);
      expect(Date.parse(slots[0]!.startsAt)).toBeGreaterThan(server.clock.now());
      expect(Date.parse(slots.at(-1)!.startsAt)).toBeLessThan(server.clock.now() + 15 * 24 * 3_600_000);
      expect(slots.map((slot) => slot.startsAt)).toEqual(slots.map((slot) => slot.startsAt).toSorted());
    });
  });

  describe('GET …/waste-removal/price', () => {
    serverPerBlock(backend);

    // The rule of @resident/contract/limits wastePickupPrice, through the API: tariff × max(volume, 1 m³), half up.
    it.each([
      { wasteType: 'bulky', volume: '2.5', amount: 362_500, billableVolume: 2.5 },
      { wasteType: 'bulky', volume: '3', amount: 435_000, billableVolume: 3 },
      { wasteType: 'garden', volume: '0.1', amount: 98_000, billableVolume: 1 },
      { wasteType: 'garden', volume: '0.99', amount: 98_000, billableVolume: 1 },
      { wasteType: 'garden', volume: '1.01', amount: 98_980, billableVolume: 1.01 },
      { wasteType: 'construction', volume: '1.33', amount: 290_007, billableVolume: 1.33 },
      { wasteType: 'construction', volume: '30', amount: 6_541_500, billableVolume: 30 },
      { wasteType: 'appliances', volume: '1.5', amount: 258_000, billableVolume: 1.5 },
    ])('$wasteType, $volume m³ → $amount kopecks', async ({ wasteType, volume, amount, billableVolume }) => {
      const response = await call('GET', `${base}/price?wasteType=${wasteType}&volume=${volume}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(WastePriceSchema.parse(response.json())).toMatchObject({
        wasteType,
        volume: Number(volume),
        billableVolume,
        amount,
      });
    });

    it('charges an order exactly the price it quoted', async () => {
      const quoted = WastePriceSchema.parse(
        (await call('GET', `${base}/price?wasteType=construction&volume=1.33`)).json(),
      );
      const pickup = await created(order({ wasteType: 'construction', volume: 1.33 }));
      expect(pickup).toMatchObject({
        amount: quoted.amount,
        tariff: quoted.tariff,
        volume: 1.33,
        billableVolume: 1.33,
        status: 'created',
      });
      // Paying another amount is refused before the acquirer.
      expect((await payFor(pickup, { amount: pickup.amount - 1 })).statusCode).toBe(400);
    });

    it.each([
      ['volume=abc&wasteType=bulky'],
      ['volume=0.05&wasteType=bulky'],
      ['volume=30.01&wasteType=bulky'],
      ['volume=2.555&wasteType=bulky'],
      ['volume=&wasteType=bulky'],
      ['volume=2&wasteType=BULKY'],
      ['volume=2'],
      ['wasteType=bulky'],
    ])('answers 400 for %s', async (query) => {
      const response = await call('GET', `${base}/price?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    });

    it('answers 400 for a kind the operator does not take', async () => {
      const response = await call('GET', `${base}/price?wasteType=asbestos&volume=2`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody('WASTE_TYPE_UNKNOWN', WASTE_TEXTS.typeUnknown));
    });
  });

  describe('POST …/waste-removal/pickups: bad input → 400', () => {
    serverPerBlock(backend);

    it.each<[string, Record<string, unknown>]>([
      ['no object', { objectId: undefined }],
      ['an object id of 0', { objectId: 0 }],
      ['a volume as text', { volume: '2.5' }],
      ['too small a volume', { volume: 0.05 }],
      ['too large a volume', { volume: 31 }],
      ['three decimals', { volume: 1.255 }],
      ['a date in another format', { date: '14.07.2026' }],
      ['no such window', { period: 'evening' }],
      ['an unknown kind', { wasteType: 'asbestos' }],
      ['a kind in capitals', { wasteType: 'Bulky' }],
      ['too long a comment', { comment: 'а'.repeat(501) }],
    ])('%s', async (_case, overrides) => {
      const response = await create({ ...order(), ...overrides });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toHaveProperty('message');
      expect(await pickups()).toEqual([]);
    });

    it('refuses a window that is not in the schedule: today, a weekend, beyond 14 days', async () => {
      const day = (offset: number) =>
        new Date(server.clock.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
      const offered = new Set(slots.map((slot) => slot.date));
      const unoffered = [
        day(0),
        day(15),
        day(30),
        ...[1, 2, 3, 4, 5, 6, 7].map(day).filter((date) => !offered.has(date)),
      ];
      for (const date of unoffered) {
        const response = await create(order({ date }));
        expect(response.statusCode, date).toBe(400);
        expect(response.json()).toEqual(errorBody('SLOT_UNAVAILABLE', WASTE_TEXTS.slotUnavailable));
      }
    });

    it('refuses a body that is not JSON', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: `${base}/pickups`,
        headers: { authorization: `Bearer ${resident}`, 'content-type': 'application/json' },
        payload: '{"objectId": 1,',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('owner checks', () => {
    serverPerTest(backend);

    it("answers 404 for another resident's account on every call, 401 without a token", async () => {
      const plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
      const pickup = await created();
      for (const [method, url] of [
        ['GET', `${base}/types`],
        ['GET', `${base}/slots`],
        ['GET', `${base}/price?wasteType=bulky&volume=2`],
        ['GET', `${base}/pickups`],
        ['POST', `${base}/pickups`],
        ['POST', `${base}/pickups/${pickup.id}/cancel`],
      ] as const) {
        const response = await plain(method, url, method === 'POST' ? order() : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        const anonymous = await server.app.inject({ method, url });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await pickups()).map((item) => item.status)).toEqual(['created']);
    });

    it('orders only for an object of the same account', async () => {
      const objectsOf2 = RealEstateObjectsSchema.parse((await call('GET', '/api/v3/client/2/objects')).json());
      const plain = await accessTokenOf(server, 'plain@demo.ru');
      const objectsOf6 = RealEstateObjectsSchema.parse(
        (await asResident(server, plain)('GET', '/api/v3/client/6/objects')).json(),
      );
      for (const objectId of [objectsOf2[0]!.id, objectsOf6[0]!.id, 999]) {
        const response = await create(order({ objectId }));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('NOT_FOUND', OBJECT_TEXTS.notFound));
      }
      // The garden plot is the account's own.
      expect((await created(order({ objectId: plot }))).object.id).toBe(plot);
    });

    it('needs the wasteDisposal flag to order: 403 on the own account without it, yet its orders stay readable', async () => {
      for (const url of ['/types', '/slots', '/price?wasteType=bulky&volume=2']) {
        const response = await call('GET', `/api/v3/client/2/waste-removal${url}`);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(errorBody('WASTE_DISPOSAL_OFF', WASTE_TEXTS.notAllowed));
      }
      const objectsOf2 = RealEstateObjectsSchema.parse((await call('GET', '/api/v3/client/2/objects')).json());
      expect(
        (await call('POST', '/api/v3/client/2/waste-removal/pickups', order({ objectId: objectsOf2[0]!.id })))
          .statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/v3/client/2/waste-removal/pickups')).json()).toEqual([]);
    });

    it("cancels only the account's own pickup", async () => {
      const pickup = await created();
      // resident@demo.ru's other account does not have it.
      expect((await cancel(pickup, call, 2)).statusCode).toBe(404);
      expect((await cancel({ id: 999 })).statusCode).toBe(404);
      expect((await call('POST', `${base}/pickups/abc/cancel`)).statusCode).toBe(400);
      expect((await pickups())[0]!.status).toBe('created');
    });
  });

  describe('one order per window', () => {
    serverPerTest(backend);

    it('two concurrent orders for the same window: one wins, the other gets 409', async () => {
      const [first, second] = await Promise.all([
        create(order({ volume: 2 })),
        create(order({ volume: 3, wasteType: 'garden' })),
      ]);
      expect([first.statusCode, second.statusCode].toSorted()).toEqual([201, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json()).toEqual(errorBody('SLOT_TAKEN', WASTE_TEXTS.slotTaken));
      expect(await pickups()).toHaveLength(1);
      const window = (await freeSlots()).find(
        (slot) => slot.date === slots[0]!.date && slot.period === slots[0]!.period,
      );
      expect(window).toBeUndefined();
      // The losing request made no order either: the next order's id follows the winner's.
      const next = await created(order({}, slots[1]));
      expect(next.orderId).toBe((await pickups())[1]!.orderId + 1);
    });

    it('a dozen concurrent orders for one window from two devices: exactly one is made', async () => {
      const other = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          create(order({ volume: 1 + index / 10 }), index % 2 === 0 ? call : other),
        ),
      );
      expect(responses.map((response) => response.statusCode).toSorted()).toEqual([
        201,
        ...Array<number>(11).fill(409),
      ]);
      expect(await pickups()).toHaveLength(1);
    });

    it('the same order sent again answers the one already made', async () => {
      const first = await created(order({ comment: 'Калитка со стороны леса' }));
      const again = await create(order({ comment: 'Калитка со стороны леса' }));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(await pickups()).toHaveLength(1);
    });

    it('a cancelled unpaid order gives its window back', async () => {
      const pickup = await created();
      const response = await cancel(pickup);
      expect(response.statusCode).toBe(200);
      expect(WastePickupSchema.parse(response.json())).toMatchObject({
        status: 'cancelled',
        cancelReason: 'resident',
        refund: null,
        cancellable: false,
      });
      expect((await freeSlots())[0]).toMatchObject({ date: slots[0]!.date, period: slots[0]!.period });
      // Its order cannot be paid any more.
      const payment = await payFor(pickup);
      expect(payment.statusCode).toBe(409);
      expect(payment.json()).toEqual(errorBody('ORDER_CANCELLED', ORDER_MESSAGES.cancelled));
      await created();
    });
  });

  describe('an unpaid order holds its window for the payment time', () => {
    serverPerTest(backend);

    it('is cancelled and its window offered again once the hold lapses unpaid', async () => {
      const pickup = await created();
      expect(Date.parse(pickup.payUntil!)).toBe(Date.parse(pickup.createdAt) + HOLD_SECONDS * 1000);
      server.clock.advanceSeconds(HOLD_SECONDS - 1);
      expect(
        (await freeSlots()).some((slot) => slot.date === pickup.slot.date && slot.period === pickup.slot.period),
      ).toBe(false);
      server.clock.advanceSeconds(1);
      expect(
        (await freeSlots()).some((slot) => slot.date === pickup.slot.date && slot.period === pickup.slot.period),
      ).toBe(true);
      expect((await pickups())[0]).toMatchObject({
        status: 'cancelled',
        cancelReason: 'expired',
        payUntil: null,
        cancellable: false,
      });
      expect((await payFor(pickup)).statusCode).toBe(409);
      // Someone else may take the window now.
      expect((await created()).status).toBe('created');
    });

    it('keeps holding while a payment is open on the acquirer page, and is paid', async () => {
      const pickup = await created();
      server.clock.advanceSeconds(HOLD_SECONDS - 60);
      const response = await payFor(pickup);
      expect(response.statusCode).toBe(201);
      server.clock.advanceSeconds(120);
      // Past the hold, yet the payment's page is open: the window stays taken and the order stands.
      expect((await create(order({ volume: 4 }))).statusCode).toBe(409);
      await payWithCard(server, parsePayment(response), SUCCESS_CARD);
      expect((await pickups())[0]).toMatchObject({ status: 'paid', payUntil: null });
    });

    it('lets the window go when the open payment expires unpaid, and that payment can no longer be charged', async () => {
      const pickup = await created();
      const response = await payFor(pickup);
      const payment = parsePayment(response);
      server.clock.advanceSeconds(HOLD_SECONDS + 1);
      expect((await pickups())[0]).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
      const after = PaymentSchema.parse((await call('GET', `/api/v3/client/${ACCOUNT}/payments/${payment.id}`)).json());
      expect(after.status).toBe('expired');
    });

    it('cannot be cancelled while its payment is open; can after the payment fails', async () => {
      const pickup = await created();
      const payment = parsePayment(await payFor(pickup));
      const refused = await cancel(pickup);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(errorBody('PAYMENT_IN_PROGRESS', WASTE_TEXTS.paymentInProgress));
      await payWithCard(server, payment, '4000 0000 0000 0002');
      expect((await cancel(pickup)).statusCode).toBe(200);
    });
  });

  describe('paying, scheduling, cancelling', () => {
    serverPerTest(backend);

    async function connect() {
      const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
      const socket = openSocket(`${address.replace(/^http/, 'ws')}/api/ws`, ['bearer', resident]);
      sockets.push(socket);
      await socket.next('ready');
      return socket;
    }

    it('created → paid → scheduled → done, each change pushed to the resident', async () => {
      const socket = await connect();
      const pickup = await created(order({ comment: 'Домофон 5' }));
      expect(pickup).toMatchObject({
        status: 'created',
        wasteType: { code: 'bulky', name: 'Крупногабаритные отходы' },
        object: { id: flat, address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5' },
        amount: 362_500,
        comment: 'Домофон 5',
        cancellable: true,
      });
      await paid(pickup);
      expect((await socket.next('wastePickup')).pickupId).toBe(pickup.id);
      expect((await pickups())[0]).toMatchObject({ status: 'paid', cancellable: true });
      expect((await pickups())[0]!.paidAt).not.toBeNull();

      socket.events.length = 0;
      const scheduled = await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'scheduled' });
      expect(scheduled.statusCode).toBe(200);
      expect(AdminWastePickupSchema.parse(scheduled.json())).toMatchObject({
        status: 'scheduled',
        contragentId: ACCOUNT,
        numberPersonalAccount: '7700000001',
      });
      expect(await socket.next('wastePickup')).toEqual({ type: 'wastePickup', pickupId: pickup.id });
      // Again: nothing changes.
      expect((await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'scheduled' })).statusCode).toBe(200);

      const done = await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'done' });
      expect(done.json()).toMatchObject({ status: 'done', cancellable: false });
      const [final] = await pickups();
      expect(final!.scheduledAt).not.toBeNull();
      expect(final!.doneAt).not.toBeNull();
      const refused = await cancel(pickup);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(errorBody('PICKUP_NOT_CANCELLABLE', WASTE_TEXTS.cannotCancel));
      expect((await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'scheduled' })).statusCode).toBe(409);
    });

    it('cancelling a paid or scheduled order refunds it in full and frees the window', async () => {
      const first = await created();
      await paid(first);
      const response = await cancel(first);
      expect(response.statusCode).toBe(200);
      const cancelled = WastePickupSchema.parse(response.json());
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancelReason: 'resident',
        refund: { amount: first.amount },
      });
      expect(Date.parse(cancelled.refund!.at)).toBe(server.clock.now());
      expect((await cancel(first)).statusCode).toBe(409);

      const second = await created(order({ wasteType: 'garden', volume: 0.5 }));
      await paid(second);
      await operator()('PUT', `/waste-pickups/${second.id}`, { status: 'scheduled' });
      expect(WastePickupSchema.parse((await cancel(second)).json())).toMatchObject({
        status: 'cancelled',
        refund: { amount: 98_000 },
      });
      // A refunded order is not paid again.
      expect((await payFor(second)).statusCode).toBe(409);
    });

    it('cannot be cancelled once its window has started', async () => {
      const pickup = await created();
      await paid(pickup);
      server.clock.advanceSeconds((Date.parse(pickup.slot.startsAt) - server.clock.now()) / 1000);
      expect((await pickups())[0]).toMatchObject({ status: 'paid', cancellable: false });
      const refused = await cancel(pickup);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(errorBody('PICKUP_TOO_LATE', WASTE_TEXTS.tooLateToCancel));
    });

    it('the operator cannot schedule an unpaid or cancelled order, nor an unknown one; needs its credential', async () => {
      const pickup = await created();
      const unpaid = await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'scheduled' });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toEqual(errorBody('PICKUP_NOT_PAID', WASTE_TEXTS.notPaidYet));
      await cancel(pickup);
      expect((await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'done' })).json()).toEqual(
        errorBody('PICKUP_CANCELLED', WASTE_TEXTS.cancelled),
      );
      expect((await operator()('PUT', '/waste-pickups/999', { status: 'done' })).statusCode).toBe(404);
      expect((await operator()('PUT', `/waste-pickups/${pickup.id}`, { status: 'cancelled' })).statusCode).toBe(400);
      expect((await operator()('GET', '/waste-pickups?status=sent')).statusCode).toBe(400);
      expect((await asOperator(server, 'wrong')('GET', '/waste-pickups')).statusCode).toBe(401);
      expect(
        (
          await server.app.inject({
            method: 'PUT',
            url: `/api/admin/waste-pickups/${pickup.id}`,
            payload: { status: 'done' },
          })
        ).statusCode,
      ).toBe(401);
      const listed = AdminWastePickupsSchema.parse((await operator()('GET', '/waste-pickups?status=cancelled')).json());
      expect(listed.map((item) => item.id)).toEqual([pickup.id]);
    });
  });
});
