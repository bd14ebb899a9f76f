import { USER_STORAGE_KEY } from '@resident/api';
import type { Vacancy, VacancyApplication, VacancyList } from '@resident/contract';

export const VACANCIES: Vacancy[] = [
  {
    id: 3,
    title: 'Специалист абонентского отдела',
    city: 'Тверь',
    district: 'Центральный район',
    address: 'г. Тверь, ул. Советская, д. 10, офис 21',
    schedule: 'full',
    salaryFrom: 4_500_000,
    salaryTo: null,
    summary: 'Приём жителей, консультации по начислениям и перерасчётам, работа с обращениями в личном кабинете.',
    duties: ['Консультации жителей в офисе и по телефону', 'Оформление перерасчётов'],
    requirements: ['Уверенный пользователь ПК', 'Грамотная речь'],
    conditions: ['Пятидневка с 9:00 до 18:00', 'ДМС после испытательного срока'],
    publishedOn: '2026-11-24',
  },
  {
    id: 1,
    title: 'Водитель мусоровоза (категория C)',
    city: 'Тверь',
    district: 'Заволжский район',
    address: 'г. Тверь, Бурашевское ш., д. 50, производственная площадка',
    schedule: 'shift',
    salaryFrom: 7_500_000,
    salaryTo: 9_500_000,
    summary: 'Вывоз твёрдых коммунальных отходов с контейнерных площадок по утверждённым маршрутам.',
    duties: ['Работа по маршруту вывоза ТКО', 'Ежедневный осмотр автомобиля перед выездом'],
    requirements: ['Водительское удостоверение категории C'],
    conditions: ['График 2/2 по 12 часов', 'Официальное оформление с первого дня'],
    publishedOn: '2026-11-23',
  },
  {
    id: 6,
    title: 'Контролёр контейнерных площадок',
    city: 'Кимры',
    district: null,
    address: 'Тверская обл., г. Кимры, ул. Кирова, д. 4',
    schedule: 'part',
    salaryFrom: 2_800_000,
    salaryTo: null,
    summary: 'Объезд контейнерных площадок, фотофиксация их состояния в мобильном приложении.',
    duties: ['Ежедневный объезд площадок по графику'],
    requirements: ['Смартфон на Android или iOS'],
    conditions: ['Неполный день, 4 часа'],
    publishedOn: '2026-11-05',
  },
];

export const PLACES = [
  { city: 'Кимры', districts: [] },
  { city: 'Тверь', districts: ['Заволжский район', 'Центральный район'] },
];

export const LIST: VacancyList = { vacancies: VACANCIES, places: PLACES };

export const APPLICATIONS: VacancyApplication[] = [
  {
    id: 12,
    vacancyId: 1,
    vacancyTitle: 'Водитель мусоровоза (категория C)',
    name: 'Мария Иванова',
    phone: '+79123456789',
    note: '',
    cv: { name: 'резюме.pdf', size: 120_345 },
    status: 'invited',
    createdAt: '2026-11-20T09:15:00.000Z',
    updatedAt: '2026-11-22T12:40:00.000Z',
  },
  {
    id: 9,
    vacancyId: 6,
    vacancyTitle: 'Контролёр контейнерных площадок',
    name: 'Мария Иванова',
    phone: '+79123456789',
    note: 'Могу по вечерам',
    cv: { name: 'cv.docx', size: 40_000 },
    status: 'new',
    createdAt: '2026-11-18T08:00:00.000Z',
    updatedAt: '2026-11-18T08:00:00.000Z',
  },
];

export const USER = {
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
  contragentId: 501,
};

type Answer = { status: number; body: unknown };
export type VacanciesAnswers = { list?: VacancyList; applications?: VacancyApplication[]; failing?: boolean };

/** The operator API's vacancies answers for tests and stories. */
export function vacanciesRoute({ list = LIST, applications = [], failing = false }: VacanciesAnswers = {}) {
  return (request: Request, url: URL): Answer | undefined => {
    if (failing) return { status: 500, body: { message: 'Internal_error_title' } };
    const path = url.pathname;
    if (path.endsWith('/vacancies/applications')) return { status: 200, body: applications };
    if (path.endsWith('/vacancies')) return { status: 200, body: list };
    const one = /\/vacancies\/(\d+)$/.exec(path);
    if (one) {
      const found = list.vacancies.find((vacancy) => vacancy.id === Number(one[1]));
      return found
        ? { status: 200, body: found }
        : {
            status: 404,
            body: { details: [{ code: 'NOT_FOUND', message: 'Вакансия не найдена' }], message: 'Вакансия не найдена' },
          };
    }
    if (request.method === 'POST' && /\/vacancies\/\d+\/applications$/.test(path))
      return { status: 201, body: APPLICATIONS[0] };
    return undefined;
  };
}

/** Storybook's `parameters.store` for a signed-in resident; 'loading' never answers. */
export function storyStore(answers: VacanciesAnswers | 'loading' = {}, user = USER) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: (request: Request) => {
      if (answers === 'loading') return new Promise<Response>(() => {});
      const answer = vacanciesRoute(answers)(request, new URL(request.url)) ?? {
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
