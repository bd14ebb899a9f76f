import { z } from 'zod';
import { KopecksSchema } from './billing.ts';
import { APPLICATION_STATUSES, VACANCY_LIMITS, VACANCY_SCHEDULES, VACANCY_TEXTS } from './limits/vacancies.ts';
import { maxLengthMessage, VALIDATION_MESSAGES } from './limits/messages.ts';
import { IdSchema } from './user.ts';

export const VacancyScheduleSchema = z.enum(VACANCY_SCHEDULES);
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** One vacancy of the operator. Salaries are kopecks a month (before tax); salaryTo null = «от». */
export const VacancySchema = z.object({
  id: IdSchema,
  title: z.string(),
  city: z.string(),
  /** The district (район) of the city or region; null when the work is anywhere in the city. */
  district: z.string().nullable(),
  address: z.string(),
  schedule: VacancyScheduleSchema,
  salaryFrom: KopecksSchema,
  salaryTo: KopecksSchema.nullable(),
  summary: z.string(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  conditions: z.array(z.string()),
  /** ISO date the vacancy was published. */
  publishedOn: z.iso.date(),
});

/** A place the vacancies are in, for the filter: the city and its districts that have vacancies. */
export const VacancyPlaceSchema = z.object({ city: z.string(), districts: z.array(z.string()) });

/** GET vacancies: the open vacancies matching the filters, newest first, and every place (for the filter). */
export const VacancyListSchema = z.object({
  vacancies: z.array(VacancySchema),
  places: z.array(VacancyPlaceSchema),
});

const place = z.string().trim().min(1).max(VACANCY_LIMITS.placeMax);

/** Query of GET vacancies: all optional; salaryFrom in kopecks — vacancies that pay at least that. */
export const VacanciesQuerySchema = z.strictObject({
  city: place.optional(),
  district: place.optional(),
  schedule: VacancyScheduleSchema.optional(),
  salaryFrom: z.coerce.number().int().min(0).max(VACANCY_LIMITS.salaryMax).optional(),
});

export const VacancyParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The resident's application (отклик) with its status as the operator set it. */
export const VacancyApplicationSchema = z.object({
  id: IdSchema,
  vacancyId: IdSchema,
  vacancyTitle: z.string(),
  name: z.string(),
  /** E.164, '+79123456789'. */
  phone: z.string(),
  note: z.string(),
  cv: z.object({ name: z.string(), size: z.number().int().nonnegative() }),
  status: ApplicationStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const VacancyApplicationsSchema = z.array(VacancyApplicationSchema);

/**
 * POST vacancies/{id}/applications, multipart/form-data: these text fields and exactly one file
 * in the field `cv` (≤ 25 MB, not .crdownload/.part).
 */
export const ApplyFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, VACANCY_TEXTS.nameRequired)
    .max(VACANCY_LIMITS.nameMax, maxLengthMessage(VACANCY_LIMITS.nameMax)),
  phone: z
    .string()
    .trim()
    .regex(/^\+7[3-9]\d{9}$/, VALIDATION_MESSAGES.phone),
  note: z.string().trim().max(VACANCY_LIMITS.noteMax, maxLengthMessage(VACANCY_LIMITS.noteMax)).default(''),
});

export const ApplicationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The operator's view (/api/admin/vacancy-applications): whose application it is. */
export const AdminVacancyApplicationSchema = VacancyApplicationSchema.extend({ userId: IdSchema });
export const AdminVacancyApplicationsSchema = z.array(AdminVacancyApplicationSchema);
export const AdminVacancyApplicationsQuerySchema = z.strictObject({ status: ApplicationStatusSchema.optional() });
export const AdminApplicationStatusBodySchema = z.strictObject({ status: ApplicationStatusSchema });

export type Vacancy = z.infer<typeof VacancySchema>;
export type VacancyPlace = z.infer<typeof VacancyPlaceSchema>;
export type VacancyList = z.infer<typeof VacancyListSchema>;
export type VacanciesQuery = z.input<typeof VacanciesQuerySchema>;
export type VacancyApplication = z.infer<typeof VacancyApplicationSchema>;
export type ApplyFields = z.infer<typeof ApplyFieldsSchema>;
export type AdminVacancyApplication = z.infer<typeof AdminVacancyApplicationSchema>;
