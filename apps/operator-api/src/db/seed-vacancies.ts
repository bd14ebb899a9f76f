import { sql } from 'kysely';
import type { VacancySchedule } from '@resident/contract';
import { first } from './store/store.ts';
import type { Store } from './store/store.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoVacancy {
  title: string;
  city: string;
  district: string | null;
  address: string;
  schedule: VacancySchedule;
  /** Roubles a month (stored in kopecks). */
  salaryFrom: number;
  salaryTo: number | null;
  summary: string;
  duties: string[];
  requirements: string[];
  conditions: string[];
  daysAgo: number;
}

/** The regional operator's vacancies in the Тверь region (the demo brand's region). */
export const demoVacancies: readonly DemoVacancy[] = [
  {
    title: 'Водитель мусоровоза (категория C)',
    city: 'Тверь',
    district: 'Заволжский район',
    address: 'г. Тверь, Бурашевское ш., д. 50, производственная площадка',
    schedule: 'shift',
    salaryFrom: 75_000,
    salaryTo: 95_000,
    summary: 'Вывоз твёрдых коммунальных отходов с контейнерных площадок по утверждённым маршрутам.',
    duties: ['Работа по маршруту вывоза ТКО', 'Ежедневный осмотр автомобиля перед выездом', 'Ведение путевого листа'],
    requirements: ['Водительское удостоверение категории C', 'Опыт вождения грузового автомобиля от 2 лет'],
    conditions: [
      'График 2/2 по 12 часов',
      'Официальное оформление с первого дня',
      'Спецодежда и медосмотр за счёт компании',
    ],
    daysAgo: 2,
  },
  {
    title: 'Грузчик-экспедитор',
    city: 'Тверь',
    district: 'Пролетарский район',
    address: 'г. Тверь, ул. Коминтерна, д. 95',
    schedule: 'shift',
    salaryFrom: 48_000,
    salaryTo: 60_000,
    summary: 'Погрузка контейнеров и крупногабаритных отходов в составе экипажа мусоровоза.',
    duties: ['Погрузка контейнеров и КГО', 'Уборка контейнерной площадки после погрузки'],
    requirements: ['Готовность к физической работе на улице'],
    conditions: ['График 2/2', 'Бесплатный обед', 'Выплаты два раза в месяц'],
    daysAgo: 5,
  },
  {
    title: 'Специалист абонентского отдела',
    city: 'Тверь',
    district: 'Центральный район',
    address: 'г. Тверь, ул. Советская, д. 10, офис 21',
    schedule: 'full',
    salaryFrom: 45_000,
    salaryTo: null,
    summary: 'Приём жителей, консультации по начислениям и перерасчётам, работа с обращениями в личном кабинете.',
    duties: [
      'Консультации жителей в офисе и по телефону',
      'Оформление перерасчётов',
      'Ответы на обращения в личном кабинете',
    ],
    requirements: ['Уверенный пользователь ПК', 'Грамотная речь', 'Опыт работы с клиентами приветствуется'],
    conditions: ['Пятидневка с 9:00 до 18:00', 'Обучение за счёт компании', 'ДМС после испытательного срока'],
    daysAgo: 1,
  },
  {
    title: 'Диспетчер транспортного участка',
    city: 'Конаково',
    district: null,
    address: 'Тверская обл., г. Конаково, ул. Промышленная, д. 12',
    schedule: 'shift',
    salaryFrom: 42_000,
    salaryTo: 50_000,
    summary: 'Контроль выполнения маршрутов по системе ГЛОНАСС, связь с экипажами, приём заявок на вывоз.',
    duties: ['Контроль маршрутов по ГЛОНАСС', 'Приём заявок на вывоз КГО', 'Учёт рейсов'],
    requirements: ['Опыт работы диспетчером', 'Знание района'],
    conditions: ['Сутки через трое', 'Официальное оформление'],
    daysAgo: 9,
  },
  {
    title: 'Слесарь по ремонту автомобилей',
    city: 'Ржев',
    district: null,
    address: 'Тверская обл., г. Ржев, ул. Заводская, д. 3',
    schedule: 'full',
    salaryFrom: 60_000,
    salaryTo: 80_000,
    summary: 'Ремонт и обслуживание мусоровозов и спецтехники на базе в Ржеве.',
    duties: ['Диагностика и ремонт ходовой части', 'Плановое ТО спецтехники'],
    requirements: ['Опыт ремонта грузовых автомобилей от 1 года'],
    conditions: ['Пятидневка', 'Инструмент предоставляется', 'Премии по итогам месяца'],
    daysAgo: 14,
  },
  {
    title: 'Контролёр контейнерных площадок',
    city: 'Кимры',
    district: null,
    address: 'Тверская обл., г. Кимры, ул. Кирова, д. 4',
    schedule: 'part',
    salaryFrom: 28_000,
    salaryTo: null,
    summary: 'Объезд контейнерных площадок, фотофиксация их состояния и переполнения в мобильном приложении.',
    duties: ['Ежедневный объезд площадок по графику', 'Фотофиксация в мобильном приложении'],
    requirements: ['Смартфон на Android или iOS', 'Ответственность'],
    conditions: ['Неполный день, 4 часа', 'Компенсация мобильной связи'],
    daysAgo: 20,
  },
];

/**
 * Gives the demo database its vacancies once: a database that has none (new, or made before the
 * vacancies table) gets them; one that has any, even closed, keeps what the operator did with them.
 */
export async function seedDemoVacancies(
  store: Store,
  now: number,
  vacancies: readonly DemoVacancy[] = demoVacancies,
): Promise<number> {
  return store.transaction(async (tx) => {
    const count = (await first(tx, sql<{ count: number }>`SELECT COUNT(*) AS count FROM vacancies`))?.count ?? 0;
    if (count > 0) return 0;
    for (const vacancy of vacancies) {
      await sql`INSERT INTO vacancies
        (title, city, district, address, schedule, salary_from, salary_to, summary, duties, requirements, conditions, published_on)
        VALUES (${vacancy.title}, ${vacancy.city}, ${vacancy.district}, ${vacancy.address}, ${vacancy.schedule}, ${vacancy.salaryFrom * 100},
          ${vacancy.salaryTo === null ? null : vacancy.salaryTo * 100}, ${vacancy.summary}, ${JSON.stringify(vacancy.duties)},
          ${JSON.stringify(vacancy.requirements)}, ${JSON.stringify(vacancy.conditions)},
          ${new Date(now - vacancy.daysAgo * DAY).toISOString().slice(0, 10)})`.execute(tx);
    }
    return vacancies.length;
  });
}
