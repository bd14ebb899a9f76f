import { USER_STORAGE_KEY } from '@resident/api';
import type { ContainerType, Payment, Rental, RentalQuote, RealEstateObject } from '@resident/contract';
import {
  rentalEarlyReturn,
  rentalExtensionAmount,
  rentalPrice,
  rentalToday,
  shiftRentalDate,
} from '@resident/contract/limits';

/** The reference operator API's catalogue (migration 015). */
export const CONTAINER_TYPES: ContainerType[] = [
  {
    id: 1,
    name: 'Контейнер 0,75 м³',
    volume: 0.75,
    description: 'Пластиковый контейнер на колёсах с крышкой: бытовые отходы частного дома или небольшого офиса.',
    picture: 'wheelie-bin',
    pricePerDay: 15_000,
    pricePerMonth: 250_000,
  },
  {
    id: 2,
    name: 'Евроконтейнер 1,1 м³',
    volume: 1.1,
    description: 'Металлический контейнер на четырёх колёсах с крышкой: многоквартирный дом, магазин, кафе.',
    picture: 'euro-bin',
    pricePerDay: 20_000,
    pricePerMonth: 350_000,
  },
  {
    id: 3,
    name: 'Бункер 8 м³',
    volume: 8,
    description: 'Открытый бункер-накопитель: строительный и крупногабаритный мусор при ремонте.',
    picture: 'skip',
    pricePerDay: 90_000,
    pricePerMonth: 1_500_000,
  },
  {
    id: 4,
    name: 'Мультилифт 27 м³',
    volume: 27,
    description: 'Большой открытый контейнер для мультилифта: снос, расчистка участка, стройка.',
    picture: 'roll-off',
    pricePerDay: 200_000,
    pricePerMonth: 3_500_000,
  },
];

export const OBJECTS: Pick<RealEstateObject, 'id' | 'address'>[] = [
  { id: 1, address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5' },
  { id: 2, address: 'Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17' },
];

const type = (id: number) => CONTAINER_TYPES.find((candidate) => candidate.id === id)!;

/** A rental of `typeId` from `start` for `length` days, in `status`, paid in full unless awaiting payment. */
export function rental(
  id: number,
  typeId: number,
  start: string,
  length: number,
  overrides: Partial<Rental> = {},
): Rental {
  const container = type(typeId);
  const endDate = shiftRentalDate(start, length - 1);
  const amount = rentalPrice(
    { perDay: container.pricePerDay, perMonth: container.pricePerMonth },
    start,
    endDate,
  ).amount;
  const status = overrides.status ?? 'paid';
  return {
    id,
    container: { typeId, name: container.name, volume: container.volume, picture: container.picture },
    address: OBJECTS[0]!.address,
    objectId: 1,
    startDate: start,
    endDate,
    status,
    returnedOn: null,
    pricePerDay: container.pricePerDay,
    pricePerMonth: container.pricePerMonth,
    paid: status === 'awaiting-payment' || status === 'cancelled' ? 0 : amount,
    refunded: 0,
    pendingOrder: status === 'awaiting-payment' ? { orderId: 100 + id, amount, purpose: 'rental', endDate } : null,
    createdAt: `${start}T09:00:00.000Z`,
    ...overrides,
  };
}

/** Rentals in every phase, around `today`. */
export function someRentals(today = rentalToday()): Rental[] {
  const day = (offset: number) => shiftRentalDate(today, offset);
  const returned = rental(5, 3, day(-40), 30);
  return [
    rental(1, 3, day(-3), 10),
    rental(2, 1, day(2), 30, { status: 'awaiting-payment', address: 'г. Тверь, ул. Лесная, д. 3', objectId: null }),
    rental(3, 2, day(-10), 20, {
      pendingOrder: { orderId: 203, amount: 100_000, purpose: 'extension', endDate: day(15) },
    }),
    rental(4, 4, day(-90), 30),
    { ...returned, status: 'returned', returnedOn: day(-30), refunded: 510_000 },
    rental(6, 1, day(-20), 10, { status: 'cancelled' }),
  ];
}

export const USER = {
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

export const NO_ACCOUNT_USER = {
  ...USER,
  id: 2,
  userId: 2,
  fullName: 'Смирнова Анна',
  numberPersonalAccount: null,
  withoutPersonalAccount: true,
  contragentId: null,
};

type Answer = { status: number; body: unknown };
const json = (body: unknown, status = 200): Answer => ({ status, body });
const byId = (rentals: Rental[], url: URL) =>
  rentals.find((item) => url.pathname.includes(`/container-rentals/${item.id}/`));

/**
 * The operator API's container-rental answers for tests and stories, priced with the contract's
 * own rule: the catalogue, quotes, the account's objects and rentals, and every change.
 */
export function rentalRoute(rentals: Rental[] | 'failing') {
  return async (request: Request, url: URL): Promise<Answer | undefined> => {
    if (rentals === 'failing') return json({ message: 'Internal_error_title' }, 500);
    const path = url.pathname;
    const query = url.searchParams;
    if (path.endsWith('/container-rental/types')) return json(CONTAINER_TYPES);
    if (path.endsWith('/container-rental/quote')) {
      const container = type(Number(query.get('typeId')));
      const [startDate, endDate] = [query.get('startDate')!, query.get('endDate')!];
      const quote: RentalQuote = {
        typeId: container.id,
        startDate,
        endDate,
        pricePerDay: container.pricePerDay,
        pricePerMonth: container.pricePerMonth,
        ...rentalPrice({ perDay: container.pricePerDay, perMonth: container.pricePerMonth }, startDate, endDate),
      };
      return json(quote);
    }
    if (path.endsWith('/objects')) return json(OBJECTS);
    if (path.endsWith('/container-rentals') && request.method === 'GET') return json(rentals);
    if (path.endsWith('/container-rentals') && request.method === 'POST') {
      const body = (await request.json()) as { typeId: number; startDate: string; endDate: string };
      const created = rental(
        50,
        body.typeId,
        body.startDate,
        Math.round((Date.parse(body.endDate) - Date.parse(body.startDate)) / 86_400_000) + 1,
        { status: 'awaiting-payment' },
      );
      return json({ rental: created, order: created.pendingOrder }, 201);
    }
    const target = byId(rentals, url);
    if (!target) return undefined;
    const prices = { perDay: target.pricePerDay, perMonth: target.pricePerMonth };
    if (path.endsWith('/extension-quote')) {
      const endDate = query.get('endDate')!;
      const addedDays = Math.round((Date.parse(endDate) - Date.parse(target.endDate)) / 86_400_000);
      return json({
        currentEndDate: target.endDate,
        endDate,
        addedDays,
        amount: rentalExtensionAmount(prices, target.startDate, target.endDate, endDate),
      });
    }
    if (path.endsWith('/extension')) {
      const { endDate } = (await request.json()) as { endDate: string };
      const amount = rentalExtensionAmount(prices, target.startDate, target.endDate, endDate);
      const order = amount > 0 ? { orderId: 300 + target.id, amount, purpose: 'extension', endDate } : null;
      return json(
        { rental: order ? { ...target, pendingOrder: order } : { ...target, endDate }, order },
        order ? 201 : 200,
      );
    }
    if (path.endsWith('/return-quote')) {
      const returnDate = query.get('returnDate')!;
      return json({
        returnDate,
        paid: target.paid,
        ...rentalEarlyReturn(prices, target.startDate, target.paid, returnDate),
      });
    }
    if (path.endsWith('/return')) {
      const { returnDate, refund } = (await request.json()) as { returnDate: string; refund: number };
      return json({ rental: { ...target, status: 'returned', returnedOn: returnDate, refunded: refund }, refund });
    }
    if (path.endsWith('/cancel')) return json({ ...target, status: 'cancelled', pendingOrder: null });
    return undefined;
  };
}

/** A card payment of an order as the operator API answers it. */
export function orderPayment(status: Payment['status'], amount = 900_000): Payment {
  return {
    id: 77,
    status,
    amount,
    purpose: 'service',
    createdAt: '2026-06-01T09:00:00.000Z',
    settledAt: status === 'succeeded' || status === 'failed' ? '2026-06-01T09:01:00.000Z' : null,
    confirmationUrl: null,
    failureReason: status === 'failed' ? 'Банк отклонил платёж. Деньги не списаны.' : null,
    receiptSentTo: 'i***@mail.ru',
  };
}

/** Storybook's `parameters.store` for a resident whose operator API answers `rentals` (and `payment` at …/payments/77). */
export function storyStore(
  rentals: Rental[] | 'failing' | 'loading',
  user: typeof USER | typeof NO_ACCOUNT_USER = USER,
  payment?: Payment,
) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: async (request: Request) => {
      if (rentals === 'loading') return new Promise<Response>(() => {});
      if (payment && new URL(request.url).pathname.endsWith('/payments/77')) {
        return new Response(JSON.stringify(payment), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      const answer = (await rentalRoute(rentals)(request, new URL(request.url))) ?? {
        status: 404,
        body: { message: 'Не найдено' },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
