import { USER_STORAGE_KEY } from '@resident/api';
import type { Litigation } from '@resident/contract';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A debtor's account: a court case in enforcement with a hearing ahead and the duty unpaid, and a claim. */
export function debtorLitigation(now = Date.now()): Litigation {
  return {
    stateDuty: { debt: true, unpaid: 49_383 },
    cases: [
      {
        id: 2,
        kind: 'claim',
        number: 'П-0412/2026',
        court: null,
        subject: 'Претензия о погашении задолженности за январь — март 2026 года',
        claimed: 312_450,
        awarded: null,
        stateDuty: null,
        status: 'claim-sent',
        enforcementStage: null,
        openedAt: isoDate(now - 10 * DAY),
        hearings: [],
        documents: [],
      },
      {
        id: 1,
        kind: 'court',
        number: '2-1847/2026',
        court: 'Мировой судья судебного участка № 1 Вышневолоцкого судебного района Тверской области',
        subject: 'Взыскание задолженности за услугу по обращению с ТКО за период с 01.01.2025 по 31.12.2025',
        claimed: 1_234_567,
        awarded: 1_234_567,
        stateDuty: { amount: 49_383, paid: false },
        status: 'enforcement',
        enforcementStage:
          'Исполнительный лист направлен в Вышневолоцкое РОСП УФССП России по Тверской области; исполнительное производство возбуждено',
        openedAt: isoDate(now - 75 * DAY),
        hearings: [
          {
            id: 1,
            startsAt: new Date(now - 45 * DAY).toISOString(),
            courtRoom: '3',
            description: 'Рассмотрение дела по существу',
          },
          {
            id: 2,
            startsAt: new Date(now + 14 * DAY).toISOString(),
            courtRoom: '3',
            description: 'Рассмотрение заявления о рассрочке исполнения решения',
          },
        ],
        documents: [
          { id: 1, title: 'Решение суда', fileName: 'Решение_2-1847-2026.pdf', issuedAt: isoDate(now - 40 * DAY) },
        ],
      },
    ],
  };
}

export const EMPTY_LITIGATION: Litigation = { cases: [], stateDuty: { debt: false, unpaid: 0 } };

export function paidLitigation(now = Date.now()): Litigation {
  const data = debtorLitigation(now);
  return {
    stateDuty: { debt: false, unpaid: 0 },
    cases: data.cases.map((item) =>
      item.stateDuty ? { ...item, stateDuty: { ...item.stateDuty, paid: true } } : item,
    ),
  };
}

export const USER = {
  id: 6,
  userId: 6,
  lastName: 'Волков',
  firstName: 'Дмитрий',
  middleName: 'Андреевич',
  fullName: 'Волков Дмитрий Андреевич',
  operator: 'Регоператор',
  verified: true,
  stateDutyDebt: true,
  isClosed: false,
  numberPersonalAccount: '7700000005',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 5,
};

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** The operator API's litigation answers for tests and stories. */
export function litigationRoute(litigation: Litigation | 'failing') {
  return (request: Request, url: URL): Answer | undefined => {
    if (litigation === 'failing') return { status: 500, body: { message: 'Internal_error_title' } };
    if (url.pathname.endsWith('/litigation')) return { status: 200, body: litigation };
    if (url.pathname.endsWith('/state-duty/order') && request.method === 'POST')
      return { status: 201, body: { orderId: 7, amount: litigation.stateDuty.unpaid } };
    return undefined;
  };
}

/** Storybook's `parameters.store` for the debtor whose operator API answers `litigation`. */
export function storyStore(litigation: Litigation | 'failing' | 'loading', user = USER) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: (request: Request) => {
      if (litigation === 'loading') return new Promise<Response>(() => {});
      const answer = litigationRoute(litigation)(request, new URL(request.url)) ?? {
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
