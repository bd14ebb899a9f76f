import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type {
  AdminVacancyApplication,
  ApplicationStatus,
  Vacancy,
  VacancyPlace,
  VacancySchedule,
} from '@resident/contract';
import { all, first } from '../db/store/store.ts';
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

interface VacancyRow {
  id: number;
  title: string;
  city: string;
  district: string | null;
  address: string;
  schedule: VacancySchedule;
  salary_from: number;
  salary_to: number | null;
  summary: string;
  duties: string;
  requirements: string;
  conditions: string;
  published_on: string;
}

interface ApplicationRow {
  id: number;
  vacancy_id: number;
  vacancy_title: string;
  user_id: number;
  name: string;
  phone: string;
  note: string;
  cv_storage_key: string;
  cv_file_name: string;
  cv_content_type: string;
  cv_size: number;
  status: ApplicationStatus;
  created_at: number;
  updated_at: number;
}

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

const APPLICATION_SELECT = sql`SELECT a.*, v.title AS vacancy_title FROM vacancy_applications a JOIN vacancies v ON v.id = a.vacancy_id`;
const NEWEST_FIRST = sql`ORDER BY a.created_at DESC, a.id DESC`;

/** The resident's view of an application: without the operator's userId. */
export function residentApplication({ userId: _userId, ...application }: AdminVacancyApplication) {
  return application;
}

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createVacancyRepository(store: Store): VacancyRepository {
  const { db } = store;
  const applicationRows = (where: RawBuilder<unknown>) =>
    all(db, sql<ApplicationRow>`${APPLICATION_SELECT} ${where} ${NEWEST_FIRST}`).then((rows) =>
      rows.map(applicationOf),
    );
  const rowOf = (id: number) => first(db, sql<ApplicationRow>`${APPLICATION_SELECT} WHERE a.id = ${id}`);

  const application = async (id: number) => {
    const row = await rowOf(id);
    return row && applicationOf(row);
  };

  return {
    async list(filter) {
      const where = [sql`is_open = 1`];
      if (filter.city !== undefined) where.push(sql`city = ${filter.city}`);
      if (filter.district !== undefined) where.push(sql`district = ${filter.district}`);
      if (filter.schedule !== undefined) where.push(sql`schedule = ${filter.schedule}`);
      // «Зарплата от N»: the vacancy can pay at least N (its upper bound, or its only figure).
      if (filter.salaryFrom !== undefined) where.push(sql`COALESCE(salary_to, salary_from) >= ${filter.salaryFrom}`);
      const rows = await all(
        db,
        sql<VacancyRow>`SELECT * FROM vacancies WHERE ${sql.join(where, sql` AND `)} ORDER BY published_on DESC, id DESC`,
      );
      return rows.map(vacancyOf);
    },
    async places() {
      const rows = await all(
        db,
        sql<{
          city: string;
          district: string | null;
        }>`SELECT DISTINCT city, district FROM vacancies WHERE is_open = 1 ORDER BY city, district`,
      );
      const places = new Map<string, string[]>();
      for (const { city, district } of rows) {
        const districts = places.get(city) ?? [];
        if (district !== null) districts.push(district);
        places.set(city, districts);
      }
      return [...places].map(([city, districts]) => ({ city, districts }));
    },
    async findOpen(id) {
      const row = await first(db, sql<VacancyRow>`SELECT * FROM vacancies WHERE id = ${id} AND is_open = 1`);
      return row && vacancyOf(row);
    },
    async hasApplied(vacancyId, userId) {
      const row = await first(
        db,
        sql<{
          id: number;
        }>`SELECT id FROM vacancy_applications WHERE vacancy_id = ${vacancyId} AND user_id = ${userId}`,
      );
      return row !== undefined;
    },
    async apply({ vacancyId, userId, name, phone, note, cv, at }) {
      const row = await first(
        db,
        sql<{ id: number }>`INSERT INTO vacancy_applications
          (vacancy_id, user_id, name, phone, note, cv_storage_key, cv_file_name, cv_content_type, cv_size, created_at, updated_at)
          VALUES (${vacancyId}, ${userId}, ${name}, ${phone}, ${note}, ${cv.key}, ${cv.name}, ${cv.contentType}, ${cv.size}, ${at}, ${at})
          RETURNING id`,
      );
      const created = row && (await application(row.id));
      if (!created) throw new Error('the application was not stored');
      return created;
    },
    applicationsOf: (userId) => applicationRows(sql`WHERE a.user_id = ${userId}`),
    async ownApplication(userId, id) {
      const found = await application(id);
      return found?.userId === userId ? found : undefined;
    },
    async ownCv(userId, id) {
      const row = await rowOf(id);
      if (row?.user_id !== userId) return undefined;
      return { key: row.cv_storage_key, name: row.cv_file_name, contentType: row.cv_content_type, size: row.cv_size };
    },
    allApplications: (status) => applicationRows(status ? sql`WHERE a.status = ${status}` : sql``),
    application,
    async setStatus(id, status, at) {
      await sql`UPDATE vacancy_applications SET status = ${status}, updated_at = ${at} WHERE id = ${id}`.execute(db);
    },
  };
}
