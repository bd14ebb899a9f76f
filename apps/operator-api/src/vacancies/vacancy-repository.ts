import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { AdminVacancyApplication, ApplicationStatus, Vacancy, VacancyPlace, VacancySchedule } from '@resident/contract';
import { typed } from '../db/rows.ts';

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
  list(filter: VacancyFilter): Vacancy[];
  /** Every city and its districts that have open vacancies. */
  places(): VacancyPlace[];
  /** An open vacancy, or undefined. */
  findOpen(id: number): Vacancy | undefined;
  hasApplied(vacancyId: number, userId: number): boolean;
  apply(application: NewApplication): AdminVacancyApplication;
  /** The user's own applications, newest first. */
  applicationsOf(userId: number): AdminVacancyApplication[];
  /** The application only if it is the user's; otherwise undefined (the caller answers 404). */
  ownApplication(userId: number, id: number): AdminVacancyApplication | undefined;
  /** The CV of the user's own application. */
  ownCv(userId: number, id: number): StoredCv | undefined;
  /** Every resident's applications (the operator's view), newest first. */
  allApplications(status?: ApplicationStatus): AdminVacancyApplication[];
  application(id: number): AdminVacancyApplication | undefined;
  setStatus(id: number, status: ApplicationStatus, at: number): void;
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

const APPLICATION_SELECT = `SELECT a.*, v.title AS vacancy_title FROM vacancy_applications a JOIN vacancies v ON v.id = a.vacancy_id`;

/** The resident's view of an application: without the operator's userId. */
export function residentApplication({ userId: _userId, ...application }: AdminVacancyApplication) {
  return application;
}

export function createVacancyRepository(db: DatabaseSync): VacancyRepository {
  const findOpen = typed<VacancyRow, [number]>(db.prepare('SELECT * FROM vacancies WHERE id = ? AND is_open = 1'));
  const placesQuery = typed<{ city: string; district: string | null }, []>(
    db.prepare('SELECT DISTINCT city, district FROM vacancies WHERE is_open = 1 ORDER BY city, district'),
  );
  const applied = typed<{ id: number }, [number, number]>(db.prepare('SELECT id FROM vacancy_applications WHERE vacancy_id = ? AND user_id = ?'));
  const insert = typed<{ id: number }, [number, number, string, string, string, string, string, string, number, number, number]>(
    db.prepare(`INSERT INTO vacancy_applications
      (vacancy_id, user_id, name, phone, note, cv_storage_key, cv_file_name, cv_content_type, cv_size, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
  );
  const byUser = typed<ApplicationRow, [number]>(db.prepare(`${APPLICATION_SELECT} WHERE a.user_id = ? ORDER BY a.created_at DESC, a.id DESC`));
  const byId = typed<ApplicationRow, [number]>(db.prepare(`${APPLICATION_SELECT} WHERE a.id = ?`));
  const all = typed<ApplicationRow, []>(db.prepare(`${APPLICATION_SELECT} ORDER BY a.created_at DESC, a.id DESC`));
  const allWith = typed<ApplicationRow, [string]>(db.prepare(`${APPLICATION_SELECT} WHERE a.status = ? ORDER BY a.created_at DESC, a.id DESC`));
  const update = db.prepare('UPDATE vacancy_applications SET status = ?, updated_at = ? WHERE id = ?');

  const application = (id: number) => {
    const row = byId.get(id);
    return row && applicationOf(row);
  };

  return {
    list(filter) {
      const where = ['is_open = 1'];
      const params: SQLInputValue[] = [];
      if (filter.city !== undefined) {
        where.push('city = ?');
        params.push(filter.city);
      }
      if (filter.district !== undefined) {
        where.push('district = ?');
        params.push(filter.district);
      }
      if (filter.schedule !== undefined) {
        where.push('schedule = ?');
        params.push(filter.schedule);
      }
      if (filter.salaryFrom !== undefined) {
        // «Зарплата от N»: the vacancy can pay at least N (its upper bound, or its only figure).
        where.push('COALESCE(salary_to, salary_from) >= ?');
        params.push(filter.salaryFrom);
      }
      const rows = typed<VacancyRow>(db.prepare(`SELECT * FROM vacancies WHERE ${where.join(' AND ')} ORDER BY published_on DESC, id DESC`)).all(
        ...params,
      );
      return rows.map(vacancyOf);
    },
    places() {
      const places = new Map<string, string[]>();
      for (const { city, district } of placesQuery.all()) {
        const districts = places.get(city) ?? [];
        if (district !== null) districts.push(district);
        places.set(city, districts);
      }
      return [...places].map(([city, districts]) => ({ city, districts }));
    },
    findOpen(id) {
      const row = findOpen.get(id);
      return row && vacancyOf(row);
    },
    hasApplied: (vacancyId, userId) => applied.get(vacancyId, userId) !== undefined,
    apply({ vacancyId, userId, name, phone, note, cv, at }) {
      const row = insert.get(vacancyId, userId, name, phone, note, cv.key, cv.name, cv.contentType, cv.size, at, at);
      const created = row && application(row.id);
      if (!created) throw new Error('the application was not stored');
      return created;
    },
    applicationsOf: (userId) => byUser.all(userId).map(applicationOf),
    ownApplication(userId, id) {
      const found = application(id);
      return found?.userId === userId ? found : undefined;
    },
    ownCv(userId, id) {
      const row = byId.get(id);
      if (row?.user_id !== userId) return undefined;
      return { key: row.cv_storage_key, name: row.cv_file_name, contentType: row.cv_content_type, size: row.cv_size };
    },
    allApplications: (status) => (status ? allWith.all(status) : all.all()).map(applicationOf),
    application,
    setStatus(id, status, at) {
      update.run(status, at, id);
    },
  };
}
