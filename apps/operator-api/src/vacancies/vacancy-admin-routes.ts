import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminApplicationStatusBodySchema,
  AdminVacancyApplicationSchema,
  AdminVacancyApplicationsQuerySchema,
  AdminVacancyApplicationsSchema,
  canChangeApplicationStatus,
  ErrorBodySchema,
  IdParamsSchema,
} from '@resident/contract';
import { ApiError } from '../errors/http-errors.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { sendDocument } from '../http/send-document.ts';
import { applicationNotFound } from './vacancy-errors.ts';
import type { VacancyRepository } from './vacancy-repository.ts';

export interface VacancyAdminRouteOptions {
  vacancies: VacancyRepository;
  store: DocumentStore;
  now: () => number;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The operator's side of vacancies (/api/admin/vacancy-applications, admin token, hidden from the
 * OpenAPI contract): every resident's applications, their CVs, and the status the resident sees.
 */
export async function vacancyAdminRoutes(
  app: FastifyInstance,
  { vacancies, store, now }: VacancyAdminRouteOptions,
): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/vacancy-applications', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Отклики на вакансии',
      querystring: AdminVacancyApplicationsQuerySchema,
      response: { 200: AdminVacancyApplicationsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request) => await vacancies.allApplications(request.query.status),
  });

  route.get('/vacancy-applications/:id/cv', {
    schema: { hide: true, tags: ['operator'], summary: 'Резюме из отклика', params: IdParamsSchema, response: errors },
    async handler(request, reply) {
      const application = await vacancies.application(request.params.id);
      if (!application) throw applicationNotFound();
      const cv = await vacancies.ownCv(application.userId, application.id);
      if (!cv) throw applicationNotFound();
      return sendDocument(reply, store, cv);
    },
  });

  route.put('/vacancy-applications/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Сменить статус отклика',
      description:
        'JSON {status}: viewed | invited | hired | rejected. Nothing after hired or rejected; never back to new (409).',
      params: IdParamsSchema,
      body: AdminApplicationStatusBodySchema,
      response: { 200: AdminVacancyApplicationSchema, ...errors, 409: ErrorBodySchema },
    },
    async handler(request) {
      const application = await vacancies.application(request.params.id);
      if (!application) throw applicationNotFound();
      const { status } = request.body;
      if (!canChangeApplicationStatus(application.status, status)) {
        throw new ApiError(
          409,
          'STATUS_NOT_ALLOWED',
          `Статус отклика нельзя сменить с «${application.status}» на «${status}»`,
        );
      }
      await vacancies.setStatus(application.id, status, now());
      const updated = await vacancies.application(application.id);
      if (!updated) throw applicationNotFound();
      return updated;
    },
  });
}
