import { USER_STORAGE_KEY } from '@resident/api';
import type { InstallmentAgreement, InstallmentApplication, Installments } from '@resident/contract';

export const CONTRAGENT_ID = 501;

export const AGREEMENT: InstallmentAgreement = {
  id: 1,
  number: 'РС-000001',
  concludedOn: '2026-10-15',
  debt: 480_000,
  months: 4,
  paid: 144_000,
  remaining: 336_000,
  overdue: 112_000,
  status: 'active',
  payments: [
    {
      number: 1,
      dueDate: '2026-10-15',
      amount: 144_000,
      paidAmount: 144_000,
      paidAt: '2026-10-15T09:00:00.000Z',
      status: 'paid',
    },
    { number: 2, dueDate: '2026-11-15', amount: 112_000, paidAmount: 0, paidAt: null, status: 'overdue' },
    { number: 3, dueDate: '2026-12-15', amount: 112_000, paidAmount: 0, paidAt: null, status: 'due' },
    { number: 4, dueDate: '2027-01-15', amount: 112_000, paidAmount: 0, paidAt: null, status: 'due' },
  ],
};

export function application(overrides: Partial<InstallmentApplication> = {}): InstallmentApplication {
  return {
    id: 1,
    createdAt: '2026-10-12T07:00:00.000Z',
    debt: 480_000,
    firstPayment: 144_000,
    months: 4,
    status: 'approved',
    refusalReason: null,
    agreementId: 1,
    decidedAt: '2026-10-15T07:00:00.000Z',
    ...overrides,
  };
}

export function registry(overrides: Partial<Installments> = {}): Installments {
  return {
    contragentId: CONTRAGENT_ID,
    debt: 1_254_300,
    agreements: [AGREEMENT],
    applications: [application()],
    ...overrides,
  };
}

export const EMPTY = registry({ agreements: [], applications: [] });
export const SMALL_DEBT = registry({ debt: 49_880, agreements: [], applications: [] });
export const NO_DEBT = registry({ debt: 0, agreements: [], applications: [] });
export const PENDING = registry({
  applications: [
    application({
      id: 2,
      createdAt: '2026-11-24T10:30:00.000Z',
      debt: 1_254_300,
      firstPayment: 376_290,
      months: 6,
      status: 'pending',
      agreementId: null,
      decidedAt: null,
    }),
    application(),
  ],
});
export const REFUSED = registry({
  applications: [
    application({
      id: 2,
      createdAt: '2026-11-20T10:30:00.000Z',
      debt: 1_254_300,
      firstPayment: 376_290,
      months: 6,
      status: 'refused',
      agreementId: null,
      refusalReason: 'По лицевому счёту идёт судебное взыскание задолженности',
      decidedAt: '2026-11-21T08:00:00.000Z',
    }),
    application(),
  ],
});

const USER = {
  id: 501,
  userId: 11,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  fullName: 'Иванова Мария Петровна',
  operator: 'Регоператор',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: CONTRAGENT_ID,
};

type StoryAnswers = {
  installments?: Installments;
  status?: number;
  body?: unknown;
  delay?: number;
  apply?: { status: number; body: unknown };
};

/** Storybook's `parameters.store`: a signed-in resident whose operator API answers the registry. */
export function storyStore({ installments = registry(), status = 200, body, delay = 0, apply }: StoryAnswers = {}) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(USER), auth: 'true', token: 'story', expires_in: '300' },
    fetch: async (request: Request) => {
      const json = (code: number, payload: unknown) =>
        new Response(JSON.stringify(payload), { status: code, headers: { 'content-type': 'application/json' } });
      if (delay === Infinity) return new Promise<Response>(() => {});
      const path = new URL(request.url).pathname;
      if (path.endsWith('/installments/applications') && request.method === 'POST') {
        return apply
          ? json(apply.status, apply.body)
          : json(201, application({ id: 9, status: 'pending', agreementId: null, decidedAt: null }));
      }
      if (path.endsWith('/installments')) return json(status, body ?? installments);
      return json(404, { message: 'Не найдено' });
    },
  };
}
