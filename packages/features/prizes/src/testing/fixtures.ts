import { USER_STORAGE_KEY } from '@resident/api';
import type { Promotion } from '@resident/contract';

const HOW = 'Оператор позвонит победителю по телефону из профиля в течение 10 рабочих дней после розыгрыша.';

export const RUNNING: Promotion = {
  id: 1,
  title: 'Платите вовремя — выигрывайте!',
  summary: 'Розыгрыш призов среди жителей, которые оплачивают услугу по обращению с ТКО без задолженности.',
  conditions: [
    'Участвуют все открытые лицевые счета без задолженности на дату розыгрыша.',
    'Регистрироваться не нужно.',
  ],
  startsOn: '2026-10-01',
  endsOn: '2026-12-31',
  drawOn: '2027-01-10',
  status: 'running',
  prizes: [
    { name: 'Умная колонка', count: 3 },
    { name: 'Сертификат на 5 000 ₽ в магазин бытовой техники', count: 5 },
  ],
  howToReceive: HOW,
  participation: { takesPart: true, reason: 'ok', debt: null },
  draw: null,
};

export const FINISHED: Promotion = {
  id: 2,
  title: 'Осенний розыгрыш для добросовестных плательщиков',
  summary: 'Розыгрыш среди лицевых счетов без задолженности по итогам летних месяцев.',
  conditions: ['Участвовали открытые лицевые счета без задолженности на дату окончания акции.'],
  startsOn: '2026-05-01',
  endsOn: '2026-07-31',
  drawOn: '2026-08-10',
  status: 'finished',
  prizes: [{ name: 'Сертификат на 3 000 ₽ в магазин бытовой техники', count: 3 }],
  howToReceive: HOW,
  participation: { takesPart: false, reason: 'finished', debt: null },
  draw: {
    heldOn: '2026-08-10',
    winners: [
      { account: '77******34', prize: 'Сертификат на 3 000 ₽ в магазин бытовой техники' },
      { account: '77******06', prize: 'Сертификат на 3 000 ₽ в магазин бытовой техники' },
    ],
    ownPrize: 'Сертификат на 3 000 ₽ в магазин бытовой техники',
  },
};

export const withDebt = (promotion: Promotion, debt = 152_040): Promotion => ({
  ...promotion,
  participation: { takesPart: false, reason: 'debt', debt },
});
export const closed = (promotion: Promotion): Promotion => ({
  ...promotion,
  participation: { takesPart: false, reason: 'closed', debt: null },
});
export const noOwnPrize = (promotion: Promotion): Promotion => ({
  ...promotion,
  draw: promotion.draw && { ...promotion.draw, ownPrize: null },
});

export const USER = {
  id: 7,
  userId: 7,
  lastName: 'Орлова',
  firstName: 'Елена',
  middleName: 'Игоревна',
  fullName: 'Орлова Елена Игоревна',
  operator: 'Регоператор',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000006',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 6,
};

type Answer = { status: number; body: unknown };

/** The operator API's prizes answers for tests and stories. */
export function prizesRoute(promotions: Promotion[] | 'failing') {
  return (_request: Request, url: URL): Answer | undefined => {
    if (promotions === 'failing') return { status: 500, body: { message: 'Internal_error_title' } };
    if (url.pathname.endsWith('/prizes')) return { status: 200, body: promotions };
    return undefined;
  };
}

/** Storybook's `parameters.store`; 'loading' never answers. */
export function storyStore(
  promotions: Promotion[] | 'failing' | 'loading',
  user: typeof USER | (Omit<typeof USER, 'contragentId'> & { contragentId: null }) = USER,
) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: (request: Request) => {
      if (promotions === 'loading') return new Promise<Response>(() => {});
      const answer = prizesRoute(promotions)(request, new URL(request.url)) ?? {
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
