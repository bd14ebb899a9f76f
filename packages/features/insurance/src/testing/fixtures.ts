import { USER_STORAGE_KEY, type SessionUser } from '@resident/api';
import type {
  InsuranceDraft,
  InsurancePolicy,
  InsuranceProduct,
  InsuredPerson,
  Profile,
  RealEstateObject,
  SaveInsuranceDraftBody,
} from '@resident/contract';

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
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 1,
};

export const OBJECTS: RealEstateObject[] = [
  {
    id: 11,
    address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
    garId: '5f0c3c2e-6f5a-4b59-9d1c-3b8f5c1d2a10',
    type: 'apartment',
    area: 54.3,
    residentsCount: 3,
    location: null,
    services: [],
    history: [],
    openRequests: [],
  },
  {
    id: 12,
    address: 'Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17',
    garId: null,
    type: 'house',
    area: 80,
    residentsCount: 1,
    location: null,
    services: [],
    history: [],
    openRequests: [],
  },
];

export const PRODUCTS: InsuranceProduct[] = [
  {
    id: 1,
    kind: 'property',
    title: 'Страхование квартиры и дома',
    insurer: 'АО «Тверская страховая компания»',
    description:
      'Защита жилья и имущества от пожара, залива, стихийных бедствий и противоправных действий третьих лиц.',
    conditions: [
      'Объект — жилое помещение или дом из ваших объектов недвижимости',
      'Страхователь — совершеннолетний гражданин РФ',
    ],
    priceFrom: 99_000,
    offer:
      'Оплачивая полис, вы принимаете условия публичной оферты АО «Тверская страховая компания» о страховании имущества физических лиц.',
    programmes: [
      {
        id: 1,
        productId: 1,
        title: 'Базовая',
        coverage: 50_000_000,
        price: 99_000,
        periodMonths: 12,
        risks: ['Пожар и удар молнии', 'Залив водой из соседних помещений'],
      },
      {
        id: 2,
        productId: 1,
        title: 'Оптимальная',
        coverage: 150_000_000,
        price: 249_000,
        periodMonths: 12,
        risks: ['Пожар и удар молнии', 'Залив', 'Стихийные бедствия'],
      },
    ],
  },
  {
    id: 2,
    kind: 'liability',
    title: 'Гражданская ответственность перед соседями',
    insurer: 'АО «Тверская страховая компания»',
    description: 'Возмещение ущерба, причинённого соседям и третьим лицам при эксплуатации вашего жилья.',
    conditions: ['Объект — жилое помещение из ваших объектов недвижимости'],
    priceFrom: 79_000,
    offer: 'Оплачивая полис, вы принимаете условия публичной оферты о страховании гражданской ответственности.',
    programmes: [
      {
        id: 4,
        productId: 2,
        title: 'Соседи',
        coverage: 30_000_000,
        price: 79_000,
        periodMonths: 12,
        risks: ['Ущерб имуществу соседей'],
      },
    ],
  },
];

export const PERSON: InsuredPerson = {
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  birthDate: '1980-04-12',
  phone: '+79161234567',
  email: 'ivanov@demo.ru',
};

export const PROFILE: Profile = {
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  email: 'resident@demo.ru',
  phone: '+79161234567',
  inn: null,
  snils: null,
  notifications: { receiptsByEmail: true, newsByEmail: false, noticesBySms: false },
  consent: null,
};

const DRAFTS: Record<SaveInsuranceDraftBody['step'], SaveInsuranceDraftBody> = {
  object: { step: 'object', objectId: null, productId: null, programmeId: null, person: null },
  programme: { step: 'programme', objectId: 11, productId: null, programmeId: null, person: null },
  person: { step: 'person', objectId: 11, productId: 1, programmeId: 2, person: null },
  confirm: { step: 'confirm', objectId: 11, productId: 1, programmeId: 2, person: PERSON },
};

export const draftAt = (step: SaveInsuranceDraftBody['step']): InsuranceDraft => ({
  ...DRAFTS[step],
  updatedAt: '2026-11-25T10:00:00.000Z',
});

export const POLICIES: InsurancePolicy[] = [
  {
    id: 3,
    number: 'ТСК-2026-000003',
    productTitle: 'Страхование квартиры и дома',
    programmeTitle: 'Оптимальная',
    insurer: 'АО «Тверская страховая компания»',
    objectAddress: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
    insuredName: 'Иванов Иван Иванович',
    coverage: 150_000_000,
    price: 249_000,
    status: 'active',
    startsOn: '2026-11-26',
    endsOn: '2027-11-25',
    orderId: 40,
    createdAt: '2026-11-25T10:00:00.000Z',
    fileName: 'Полис ТСК-2026-000003.pdf',
  },
  {
    id: 1,
    number: 'ТСК-2025-000001',
    productTitle: 'Гражданская ответственность перед соседями',
    programmeTitle: 'Соседи',
    insurer: 'АО «Тверская страховая компания»',
    objectAddress: 'Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17',
    insuredName: 'Иванов Иван Иванович',
    coverage: 30_000_000,
    price: 79_000,
    status: 'expired',
    startsOn: '2024-10-01',
    endsOn: '2025-09-30',
    orderId: 12,
    createdAt: '2024-09-30T10:00:00.000Z',
    fileName: 'Полис ТСК-2025-000001.pdf',
  },
];

export type Answer = { status: number; body: unknown };

export interface InsuranceAnswers {
  draft?: InsuranceDraft | null;
  policies?: InsurancePolicy[];
  objects?: RealEstateObject[];
  failing?: boolean;
}

/** The operator API's (and the marketplace's) answers for tests and stories of account 1. */
export function insuranceRoute({
  draft = null,
  policies = POLICIES,
  objects = OBJECTS,
  failing = false,
}: InsuranceAnswers = {}) {
  let current = draft;
  return (request: Request, url: URL): Answer | undefined => {
    const path = url.pathname;
    if (failing) return { status: 500, body: { message: 'Internal_error_title' } };
    if (path.endsWith('/marketplace/v1/products')) return { status: 200, body: PRODUCTS };
    if (path.endsWith('/accounts/1/draft') && request.method === 'GET') return { status: 200, body: current };
    if (path.endsWith('/accounts/1/policies') && request.method === 'GET') return { status: 200, body: policies };
    if (path.endsWith('/client/1/objects')) return { status: 200, body: objects };
    if (path.endsWith('/client/profile')) return { status: 200, body: PROFILE };
    if (path.endsWith('/accounts/1/draft') && request.method === 'DELETE') {
      current = null;
      return { status: 204, body: null };
    }
    return undefined;
  };
}

/** Storybook's `parameters.store` for resident@demo.ru (marketplace token) whose APIs answer as `answers` says. */
export function storyStore(answers: InsuranceAnswers & { loading?: boolean } = {}, user = USER) {
  const route = insuranceRoute(answers);
  return {
    storage: {
      [USER_STORAGE_KEY]: JSON.stringify(user),
      auth: 'true',
      token: 'story',
      marketplace_token: 'story-marketplace',
      expires_in: '300',
    },
    fetch: async (request: Request) => {
      if (answers.loading) return new Promise<Response>(() => {});
      const url = new URL(request.url);
      if (request.method === 'PUT' && url.pathname.endsWith('/accounts/1/draft')) {
        const body = (await request.json()) as SaveInsuranceDraftBody;
        return new Response(JSON.stringify({ ...body, updatedAt: new Date().toISOString() }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      const answer = route(request, url) ?? { status: 404, body: { message: 'Не найдено' } };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
