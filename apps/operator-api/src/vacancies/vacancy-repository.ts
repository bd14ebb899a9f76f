import type {
  AdminVacancyApplication,
  ApplicationStatus,
  Vacancy,
  VacancyPlace,
  VacancySchedule,
} from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import type { Store } from '../db/store/store.ts';

export interface VacancyFilter {
  city?: string;
  district?: string;
  schedule?: VacancySchedule;
  salaryFrom?: number;
}

export interface StoredCv {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export interface NewApplication {
  vacancyId: number;
  userId: number;
  name: string;
  phone: string;
  note: string;
  cv: StoredCv;
  at: number;
}

export interface VacancyRepository {
  /** Open vacancies matching the filter, newest first. */
  list(filter: VacancyFilter): Promise<Vacancy[]>;
  /** Every city and its districts that have open vacancies. */
  places(): Promise<VacancyPlace[]>;
  /** An open vacancy, or undefined. */
  findOpen(id: number): Promise<Vacancy | undefined>;
  hasApplied(vacancyId: number, userId: number): Promise<boolean>;
  apply(application: NewApplication): Promise<AdminVacancyApplication>;
  /** The user's own applications, newest first. */
  applicationsOf(userId: number): Promise<AdminVacancyApplication[]>;
  /** The application only if it is the user's; otherwise undefined (the caller answers 404). */
  ownApplication(userId: number, id: number): Promise<AdminVacancyApplication | undefined>;
  /** The CV of the user's own application. */
  ownCv(userId: number, id: number): Promise<StoredCv | undefined>;
  /** Every resident's applications (the operator's view), newest first. */
  allApplications(status?: ApplicationStatus): Promise<AdminVacancyApplication[]>;
  application(id: number): Promise<AdminVacancyApplication | undefined>;
  setStatus(id: number, status: ApplicationStatus, at: number): Promise<void>;
}

type VacancyRow = Omit<Row<'vacancies'>, 'schedule'> & { schedule: VacancySchedule };

type ApplicationRow = Omit<Row<'vacancy_applications'>, 'status'> & {
  status: ApplicationStatus;
  vacancy_title: string;
};

const strings = (json: string): string[] => JSON.parse(json) as string[];

const vacancyOf = (row: VacancyRow): Vacancy => ({
  id: row.id,
  title: row.title,
  city: row.city,
  district: row.district,
  address: row.address,
  schedule: row.schedule,
  salaryFrom: row.salary_from,
  salaryTo: row.salary_to,
  summary: row.summary,
  duties: strings(row.duties),
  requirements: strings(row.requirements),
  conditions: strings(row.conditions),
  publishedOn: row.published_on,
});

const applicationOf = (row: ApplicationRow): AdminVacancyApplication => ({
  id: row.id,
  vacancyId: row.vacancy_id,
  vacancyTitle: row.vacancy_title,
  userId: row.user_id,
  name: row.name,
  phone: row.phone,
  note: row.note,
  cv: { name: row.cv_file_name, size: row.cv_size },
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The resident's view of an application: without the operator's userId. */
export function residentApplication({ userId: _userId, ...application }: AdminVacancyApplication) {
  return application;
}

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createVacancyRepository(store: Store): VacancyRepository {
  const { db } = store;
  const vacancies = () =>
    db
      .selectFrom('vacancies')
      .selectAll()
      .where('is_open', '=', 1)
      // Only the seed and the operator write schedules, each one of VacancySchedule.
      .$narrowType<{ schedule: VacancySchedule }>();
  const applications = () =>
    db
      .selectFrom('vacancy_applications as a')
      .innerJoin('vacancies as v', 'v.id', 'a.vacancy_id')
      .selectAll('a')
      .select('v.title as vacancy_title')
      .$narrowType<{ status: ApplicationStatus }>();
  const newestFirst = async (query: ReturnType<typeof applications>) =>
    (await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute()).map(applicationOf);
  const rowOf = (id: number): Promise<ApplicationRow | undefined> =>
    applications().where('a.id', '=', id).executeTakeFirst();

  const application = async (id: number) => {
    const row = await rowOf(id);
    return row && applicationOf(row);
  };

  return {
    async list(filter) {
      const { city, district, schedule, salaryFrom } = filter;
      let query = vacancies();
      if (city !== undefined) query = query.where('city', '=', city);
      if (district !== undefined) query = query.where('district', '=', district);
      if (schedule !== undefined) query = query.where('schedule', '=', schedule);
      // «Зарплата от N»: the vacancy can pay at least N (its upper bound, or its only figure).
      if (salaryFrom !== undefined)
        query = query.where((eb) => eb(eb.fn.coalesce('salary_to', 'salary_from'), '>=', salaryFrom));
      const rows = await query.orderBy('published_on', 'desc').orderBy('id', 'desc').execute();
      return rows.map(vacancyOf);
    },
    async places() {
      const rows = await db
        .selectFrom('vacancies')
        .select(['city', 'district'])
        .distinct()
        .where('is_open', '=', 1)
        .orderBy('city')
        .orderBy('district')
        .execute();
      const places = new Map<string, string[]>();
      for (const { city, district } of rows) {
        const districts = places.get(city) ?? [];
        if (district !== null) districts.push(district);
        places.set(city, districts);
      }
      return [...places].map(([city, districts]) => ({ city, districts }));
    },
    async findOpen(id) {
      const row = await vacancies().where('id', '=', id).executeTakeFirst();
      return row && vacancyOf(row);
    },
    async hasApplied(vacancyId, userId) {
      const row = await db
        .selectFrom('vacancy_applications')
        .select('id')
        .where('vacancy_id', '=', vacancyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async apply({ vacancyId, userId, name, phone, note, cv, at }) {
      const row = await db
        .insertInto('vacancy_applications')
        .values({
          vacancy_id: vacancyId,
          user_id: userId,
          name,
          phone,
          note,
          cv_storage_key: cv.key,
          cv_file_name: cv.name,
          cv_content_type: cv.contentType,
          cv_size: cv.size,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirst();
      const created = row && (await application(row.id));
      if (!created) throw new Error('the application was not stored');
      return created;
    },
    applicationsOf: (userId) => newestFirst(applications().where('a.user_id', '=', userId)),
    async ownApplication(userId, id) {
      const found = await application(id);
      return found?.userId === userId ? found : undefined;
    },
    async ownCv(userId, id) {
      const row = await rowOf(id);
      if (row?.user_id !== userId) return undefined;
      return { key: row.cv_storage_key, name: row.cv_file_name, contentType: row.cv_content_type, size: row.cv_size };
    },
    allApplications: (status) => newestFirst(status ? applications().where('a.status', '=', status) : applications()),
    application,
    async setStatus(id, status, at) {
      await db.updateTable('vacancy_applications').set({ status, updated_at: at }).where('id', '=', id).execute();
    },
  };
}
