import { USER_STORAGE_KEY, type SessionUser } from '@resident/api';
import type { Payment, RealEstateObject, WastePickup, WasteSlot, WasteType } from '@resident/contract';

/** resident@demo.ru's first account as the session knows it: the wasteDisposal flag on. */
export const USER: SessionUser = {
  id: 1,
  userId: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  fullName: 'Иванов Иван Иванович',
  operator: 'Регоператор',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: true,
  withoutPersonalAccount: false,
  contragentId: 1,
};

const object = (id: number, address: string, type: RealEstateObject['type']): RealEstateObject => ({
  id,
  address,
  garId: null,
  type,
  area: 54.3,
  residentsCount: 3,
  location: null,
  services: [],
  history: [],
  openRequests: [],
});

export const OBJECTS: RealEstateObject[] = [
  object(1, 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5', 'apartment'),
  object(2, 'Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17', 'garden-house'),
];

export const TYPES: WasteType[] = [
  {
    code: 'bulky',
    name: 'Крупногабаритные отходы',
    description: 'Старая мебель, матрасы, двери, ковры',
    tariff: 145_000,
  },
  {
    code: 'construction',
    name: 'Строительные отходы',
    description: 'Мусор после ремонта: кирпич, плитка, штукатурка, гипсокартон',
    tariff: 218_050,
  },
  { code: 'garden', name: 'Растительные отходы', description: 'Ветки, листья, скошенная трава, ботва', tariff: 98_000 },
  {
    code: 'appliances',
    name: 'Крупная бытовая техника',
    description: 'Холодильники, стиральные машины, плиты',
    tariff: 172_000,
  },
];

const HOUR = 3_600_000;
/** A Moscow date's window as the API sends it: 09:00–13:00 or 14:00–18:00 (UTC+3). */
export function slot(date: string, period: WasteSlot['period'], available = true): WasteSlot {
  const midnight = Date.parse(`${date}T00:00:00+03:00`);
  const [from, to] = period === 'morning' ? [9, 13] : [14, 18];
  return {
    date,
    period,
    startsAt: new Date(midnight + from * HOUR).toISOString(),
    endsAt: new Date(midnight + to * HOUR).toISOString(),
    available,
  };
}

/** Tuesday 14 to Monday 20 July 2026; the first morning is taken. */
export const SLOTS: WasteSlot[] = ['2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17', '2026-07-20'].flatMap(
  (date, index) => [slot(date, 'morning', index !== 0), slot(date, 'afternoon')],
);

export function pickup(overrides: Partial<WastePickup> = {}): WastePickup {
  return {
    id: 12,
    orderId: 40,
    status: 'created',
    object: { id: 1, address: OBJECTS[0]!.address },
    wasteType: { code: 'bulky', name: 'Крупногабаритные отходы' },
    volume: 2.5,
    billableVolume: 2.5,
    tariff: 145_000,
    amount: 362_500,
    slot: slot('2026-07-15', 'morning'),
    comment: null,
    createdAt: '2026-07-13T09:00:00.000Z',
    paidAt: null,
    scheduledAt: null,
    doneAt: null,
    cancelledAt: null,
    cancelReason: null,
    payUntil: '2026-07-13T09:20:00.000Z',
    refund: null,
    cancellable: true,
    ...overrides,
  };
}

/** One order in each state, newest first. */
export const PICKUPS: WastePickup[] = [
  pickup({ id: 15, orderId: 43, comment: 'Домофон 5, отходы у второго подъезда' }),
  pickup({
    id: 14,
    orderId: 42,
    status: 'paid',
    wasteType: { code: 'garden', name: 'Растительные отходы' },
    object: { id: 2, address: OBJECTS[1]!.address },
    volume: 0.5,
    billableVolume: 1,
    tariff: 98_000,
    amount: 98_000,
    slot: slot('2026-07-16', 'afternoon'),
    paidAt: '2026-07-13T08:10:00.000Z',
    payUntil: null,
  }),
  pickup({
    id: 13,
    orderId: 41,
    status: 'scheduled',
    slot: slot('2026-07-17', 'morning'),
    paidAt: '2026-07-12T08:10:00.000Z',
    scheduledAt: '2026-07-13T07:00:00.000Z',
    payUntil: null,
  }),
  pickup({
    id: 11,
    orderId: 39,
    status: 'done',
    wasteType: { code: 'construction', name: 'Строительные отходы' },
    volume: 1.33,
    billableVolume: 1.33,
    tariff: 218_050,
    amount: 290_007,
    slot: slot('2026-06-10', 'afternoon'),
    paidAt: '2026-06-05T08:10:00.000Z',
    scheduledAt: '2026-06-09T07:00:00.000Z',
    doneAt: '2026-06-10T13:30:00.000Z',
    payUntil: null,
    cancellable: false,
  }),
  pickup({
    id: 10,
    orderId: 38,
    status: 'cancelled',
    slot: slot('2026-06-03', 'morning'),
    paidAt: '2026-06-01T08:10:00.000Z',
    cancelledAt: '2026-06-02T10:00:00.000Z',
    cancelReason: 'resident',
    refund: { amount: 362_500, at: '2026-06-02T10:00:00.000Z' },
    payUntil: null,
    cancellable: false,
  }),
  pickup({
    id: 9,
    orderId: 37,
    status: 'cancelled',
    slot: slot('2026-05-20', 'morning'),
    cancelledAt: '2026-05-18T10:20:00.000Z',
    cancelReason: 'expired',
    payUntil: null,
    cancellable: false,
  }),
];

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 77,
    status: 'succeeded',
    amount: 362_500,
    purpose: 'service',
    createdAt: '2026-07-13T09:01:00.000Z',
    settledAt: '2026-07-13T09:02:00.000Z',
    confirmationUrl: null,
    failureReason: null,
    receiptSentTo: 'i***@demo.ru',
    ...overrides,
  };
}

export interface FakeWasteApi {
  pickups?: WastePickup[] | 'failing' | 'loading';
  objects?: RealEstateObject[];
  slots?: WasteSlot[];
  /** What POST …/pickups answers. */
  created?: { status: number; body: unknown };
  payment?: Payment;
}

const error = (status: number, code: string, message: string) => ({
  status,
  body: { details: [{ code, message }], message },
});

/** The operator API of account 1 for tests and stories; undefined for anything else (404). */
export function wasteApi({
  pickups = PICKUPS,
  objects = OBJECTS,
  slots = SLOTS,
  created,
  payment: paid = payment(),
}: FakeWasteApi = {}) {
  return (request: Request, url: URL): { status: number; body: unknown } | undefined | Promise<never> => {
    const path = url.pathname.replace(/^\/api\/v3\//, '/');
    if (pickups === 'loading') return new Promise<never>(() => {});
    if (pickups === 'failing') return { status: 500, body: { message: 'Internal_error_title' } };
    if (path === '/client/1/objects') return { status: 200, body: objects };
    if (path === '/client/1/waste-removal/types') return { status: 200, body: TYPES };
    if (path === '/client/1/waste-removal/slots') return { status: 200, body: slots };
    if (path === '/client/1/waste-removal/pickups' && request.method === 'GET') return { status: 200, body: pickups };
    if (path === '/client/1/waste-removal/pickups' && request.method === 'POST')
      return created ?? { status: 201, body: pickup({ id: 16, orderId: 44 }) };
    const cancel = /^\/client\/1\/waste-removal\/pickups\/(\d+)\/cancel$/.exec(path);
    if (cancel) {
      const found = pickups.find((item) => item.id === Number(cancel[1]));
      if (!found) return error(404, 'NOT_FOUND', 'Заказ не найден');
      const refund = found.status === 'created' ? null : { amount: found.amount, at: '2026-07-13T10:00:00.000Z' };
      return {
        status: 200,
        body: {
          ...found,
          status: 'cancelled',
          cancelReason: 'resident',
          cancelledAt: '2026-07-13T10:00:00.000Z',
          refund,
          cancellable: false,
          payUntil: null,
        },
      };
    }
    if (/^\/client\/1\/payments\/\d+$/.test(path)) return { status: 200, body: paid };
    return undefined;
  };
}

/** Storybook's `parameters.store`: signed in as USER, the operator API answered by wasteApi. */
export function storyStore(api: FakeWasteApi = {}, user: SessionUser = USER) {
  const answer = wasteApi(api);
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: async (request: Request) => {
      const result = (await answer(request, new URL(request.url))) ?? { status: 404, body: { message: 'Не найдено' } };
      return new Response(JSON.stringify(result.body), {
        status: result.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

export { error as errorAnswer };
