import { USER_STORAGE_KEY, type SessionUser } from '@resident/api';
import type { Autopay, AutopayFirstCharge, AutopayState, BilledServices, SavedCard } from '@resident/contract';

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

export const SERVICES: BilledServices = {
  services: [
    { id: 'tko', name: 'Обращение с ТКО', debt: 152_075, period: '2026-05' },
    { id: 'kgo', name: 'Вывоз крупногабаритных отходов', debt: -20_000, period: '2026-05' },
  ],
};

export const CARDS: SavedCard[] = [
  { id: 3, mask: '•••• 4242', savedAt: '2026-05-04T09:12:00Z' },
  { id: 8, mask: '•••• 0341', savedAt: '2026-05-06T17:40:00Z' },
];

export const AUTOPAY: Autopay = {
  enabled: true,
  maxAmount: 300_000,
  day: 10,
  card: CARDS[0]!,
  problem: null,
  nextChargeOn: '2026-06-10',
  lastCharge: { paymentId: 41, amount: 148_320, status: 'succeeded', at: '2026-05-10T06:00:00Z' },
};

/** The account's autopay in each state a resident can meet. */
export const AUTOPAY_STATES = {
  noCards: { autopay: null, cards: [] },
  notConnected: { autopay: null, cards: CARDS },
  active: { autopay: AUTOPAY, cards: CARDS },
  onReceipt: { autopay: { ...AUTOPAY, day: null, nextChargeOn: null }, cards: CARDS },
  off: { autopay: { ...AUTOPAY, enabled: false, nextChargeOn: null }, cards: CARDS },
  overMaximum: {
    autopay: {
      ...AUTOPAY,
      maxAmount: 100_000,
      nextChargeOn: null,
      problem: {
        reason: 'over-maximum',
        amount: 152_075,
        at: '2026-06-10T06:00:00Z',
        text:
          'Автоплатёж по лицевому счёту 7700000001 не выполнен: к оплате 1 520,75 ₽, это больше установленного максимума 1 000,00 ₽. ' +
          'Деньги не списаны. Оплатите счёт в разделе «Оплата услуг» или увеличьте максимальную сумму. Повторно списывать не будем: ' +
          'автоплатёж возобновится, когда вы его измените.',
      },
    },
    cards: CARDS,
  },
  declined: {
    autopay: {
      ...AUTOPAY,
      card: CARDS[1]!,
      nextChargeOn: null,
      lastCharge: { paymentId: 52, amount: 152_075, status: 'failed', at: '2026-06-10T06:00:00Z' },
      problem: {
        reason: 'declined',
        amount: 152_075,
        at: '2026-06-10T06:00:00Z',
        text:
          'Автоплатёж по лицевому счёту 7700000001 на 1 520,75 ₽ с карты •••• 0341 не выполнен. Банк отклонил оплату. Деньги не списаны. ' +
          'Попробуйте другую карту или обратитесь в банк. Оплатите счёт в разделе «Оплата услуг» или выберите для автоплатежа другую карту. ' +
          'Повторно списывать не будем: автоплатёж возобновится, когда вы его измените.',
      },
    },
    cards: CARDS,
  },
} satisfies Record<string, AutopayState>;

type Answer = { status: number; body: unknown };

/** The operator's «today» in these fixtures: the 28th, as in the resident's complaint. */
export const TODAY = '2026-11-28';
/** The account's debt the first charge would take: the services' debts together. */
export const DEBT = SERVICES.services.reduce((sum, service) => sum + service.debt, 0);

/**
 * The first charge as the operator computes it, on TODAY: a day of the month on its next date from
 * today on (day 28: today; day 1: 1 December, three days ahead), on receipt today; a charge within
 * three days needs confirmation.
 */
export function firstChargeFixture(maxAmount: number, day: number | null, debt = DEBT): AutopayFirstCharge {
  const on = day === null || day === 28 ? TODAY : `2026-12-${String(day).padStart(2, '0')}`;
  const outcome = debt <= 0 ? 'nothing-due' : debt > maxAmount ? 'over-maximum' : 'charge';
  const amount = outcome === 'charge' ? debt : 0;
  const close = on === TODAY || on <= '2026-12-01';
  return { on, amount, debt, outcome, needsConfirmation: amount > 0 && close };
}

const CONFIRMATION_REFUSAL = {
  details: [
    {
      code: 'AUTOPAY_CONFIRMATION_REQUIRED',
      message: 'Первое списание автоплатежа — подтвердите его, чтобы сохранить автоплатёж.',
    },
  ],
  message: 'Первое списание автоплатежа — подтвердите его, чтобы сохранить автоплатёж.',
};

export type Scenario = { services: BilledServices; autopay: AutopayState } | 'failing' | 'loading';

/**
 * The operator API of «Оплата услуг» for tests and stories: the services and the autopay as given;
 * the first charge by firstChargeFixture, with the debt `setDebt` sets; PUT refuses a close first
 * charge not confirmed as it is (409) and otherwise answers the autopay it was sent, DELETE removes
 * it, removing a card answers whether the autopay went with it.
 */
export function servicePayRoute(scenario: Exclude<Scenario, 'loading'>) {
  let state = scenario === 'failing' ? undefined : scenario.autopay;
  let debt = DEBT;
  const route = async (request: Request, url: URL): Promise<Answer | undefined> => {
    if (scenario === 'failing' || !state) return { status: 500, body: { message: 'Internal_error_title' } };
    const { pathname, searchParams } = url;
    if (pathname.endsWith('/services')) return { status: 200, body: scenario.services };
    if (pathname.endsWith('/autopay/preview')) {
      const day = searchParams.get('day');
      return {
        status: 200,
        body: {
          firstCharge: firstChargeFixture(
            Number(searchParams.get('maxAmount')),
            day === null ? null : Number(day),
            debt,
          ),
        },
      };
    }
    if (pathname.endsWith('/autopay') && request.method === 'GET') return { status: 200, body: state };
    if (pathname.endsWith('/autopay') && request.method === 'PUT') {
      const { confirmedCharge, ...body } = (await request.json()) as {
        enabled: boolean;
        maxAmount: number;
        day: number | null;
        cardId: number;
        confirmedCharge?: { on: string; amount: number };
      };
      const charge = firstChargeFixture(body.maxAmount, body.day, debt);
      if (
        body.enabled &&
        charge.needsConfirmation &&
        (confirmedCharge?.on !== charge.on || confirmedCharge.amount !== charge.amount)
      ) {
        return { status: 409, body: CONFIRMATION_REFUSAL };
      }
      const card = state.cards.find((candidate) => candidate.id === body.cardId) ?? CARDS[0]!;
      const autopay: Autopay = {
        ...AUTOPAY,
        ...body,
        card,
        problem: null,
        lastCharge: null,
        nextChargeOn: body.day === null ? null : AUTOPAY.nextChargeOn,
      };
      state = { ...state, autopay };
      return { status: 200, body: state };
    }
    if (pathname.endsWith('/autopay') && request.method === 'DELETE') {
      state = { ...state, autopay: null };
      return { status: 200, body: state };
    }
    const card = /\/client\/cards\/(\d+)$/.exec(pathname);
    if (card && request.method === 'DELETE') {
      const id = Number(card[1]);
      const autopayRemoved = state.autopay?.card.id === id;
      state = {
        autopay: autopayRemoved ? null : state.autopay,
        cards: state.cards.filter((candidate) => candidate.id !== id),
      };
      return { status: 200, body: { autopayRemoved } };
    }
    return undefined;
  };
  return Object.assign(route, {
    /** The account's debt from now on (a payment made elsewhere meanwhile). */
    setDebt(next: number) {
      debt = next;
    },
  });
}

/** Storybook's `parameters.store` for the resident whose operator API answers `scenario`. */
export function storyStore(scenario: Scenario, user = USER) {
  const route = scenario === 'loading' ? undefined : servicePayRoute(scenario);
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: async (request: Request) => {
      if (!route) return new Promise<Response>(() => {});
      const answer = (await route(request, new URL(request.url))) ?? { status: 404, body: { message: 'Не найдено' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
