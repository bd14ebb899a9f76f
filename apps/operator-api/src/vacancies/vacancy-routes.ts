import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationParamsSchema,
  ApplyFieldsSchema,
  ErrorBodySchema,
  isCvFileName,
  VACANCY_TEXTS,
  VacanciesQuerySchema,
  VacancyApplicationSchema,
  VacancyApplicationsSchema,
  VacancyListSchema,
  VacancyParamsSchema,
  VacancySchema,
} from '@resident/contract';
import type { DocumentStore } from '../documents/document-store.ts';
import { readUpload } from '../documents/read-upload.ts';
import { ApiError } from '../errors/http-errors.ts';
import { applicationNotFound, vacancyNotFound } from './vacancy-errors.ts';
import { sendDocument } from '../http/send-document.ts';
import { withUpload } from '../http/upload-documents.ts';
import { filesField, multipartValidatorCompiler, registerMultipart } from '../server/multipart.ts';
import { parseInput } from '../server/validator-compiler.ts';
import { residentApplication } from './vacancy-repository.ts';
import type { VacancyRepository } from './vacancy-repository.ts';
import { fileResponse } from '../server/openapi/file-response.ts';
import { SNIFFED_CONTENT_TYPES } from '../documents/sniff-content-type.ts';

export interface VacancyRouteDeps {
  vacancies: VacancyRepository;
  store: DocumentStore;
  now: () => number;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const security = [{ bearer: [] }];
const CV_FIELD = 'cv';

/**
 * The operator's vacancies and the caller's applications (v3 base, bearer). Applications belong
 * to the signed-in user, not to a personal account: residents without one see vacancies too
 * (spec §2 reduced route set). Another user's application is answered 404.
 */
export async function vacancyRoutes(app: FastifyInstance, { vacancies, store, now }: VacancyRouteDeps): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app);

  route.get('/vacancies', {
    schema: {
      operationId: 'listVacancies',
      tags: ['vacancies'],
      summary: 'Вакансии оператора',
      description:
        'Open vacancies, newest first, filtered by city, district, schedule (full | shift | rotation | part) and salaryFrom ' +
        '(kopecks a month: vacancies that can pay at least that); `places` lists every city with its districts for the ' +
        'filter. An unknown parameter or a bad value → 400.',
      security,
      querystring: VacanciesQuerySchema,
      response: { 200: VacancyListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request) => ({ vacancies: await vacancies.list(request.query), places: await vacancies.places() }),
  });

  route.get('/vacancies/applications', {
    schema: {
      operationId: 'listVacancyApplications',
      tags: ['vacancies'],
      summary: 'Мои отклики',
      description:
        "The caller's applications, newest first, each with the vacancy's title and the status the operator set.",
      security,
      response: { 200: VacancyApplicationsSchema, 401: ErrorBodySchema },
    },
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return (await vacancies.applicationsOf(request.caller)).map(residentApplication);
    },
  });

  route.get('/vacancies/applications/:id/cv', {
    schema: {
      operationId: 'downloadVacancyApplicationCv',
      tags: ['vacancies'],
      summary: 'Резюме из отклика',
      description: "The CV the caller attached (Content-Disposition: attachment). Another user's application → 404.",
      security,
      params: ApplicationParamsSchema,
      response: { 200: fileResponse('The CV file as uploaded', SNIFFED_CONTENT_TYPES), ...errors },
    },
    async handler(request, reply) {
      const cv = await vacancies.ownCv(request.caller, request.params.id);
      if (!cv) throw applicationNotFound();
      return sendDocument(reply, store, cv);
    },
  });

  route.get('/vacancies/:id', {
    schema: {
      operationId: 'getVacancy',
      tags: ['vacancies'],
      summary: 'Вакансия',
      description: 'One open vacancy with its duties, requirements and conditions. A closed or unknown one → 404.',
      security,
      params: VacancyParamsSchema,
      response: { 200: VacancySchema, ...errors },
    },
    async handler(request) {
      const vacancy = await vacancies.findOpen(request.params.id);
      if (!vacancy) throw vacancyNotFound();
      return vacancy;
    },
  });

  route.post('/vacancies/:id/applications', {
    schema: {
      operationId: 'createVacancyApplication',
      tags: ['vacancies'],
      summary: 'Откликнуться на вакансию',
      description:
        'multipart/form-data: name (≤ 200), phone (E.164, +7XXXXXXXXXX), note (≤ 2 000, optional) and exactly one file in ' +
        '`cv` (≤ 25 MB, not empty; .pdf, .doc, .docx, .jpg, .jpeg, .png, .heic, .heif or .webp, its content matching the ' +
        'extension; otherwise 400 CV_REQUIRED / CV_ONE / CV_TYPE / 413). Answers the application with ' +
        "status 'new' (201). A closed or unknown vacancy → 404; a second application to the same vacancy → 409.",
      security,
      consumes: ['multipart/form-data'],
      params: VacancyParamsSchema,
      body: ApplyFieldsSchema.extend({ cv: filesField('Резюме (один файл)') }),
      response: {
        201: VacancyApplicationSchema,
        ...errors,
        409: ErrorBodySchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
      },
    },
    validatorCompiler: multipartValidatorCompiler,
    async handler(request, reply) {
      const userId = request.caller;
      const vacancy = await vacancies.findOpen(request.params.id);
      if (!vacancy) throw vacancyNotFound();
      if (await vacancies.hasApplied(vacancy.id, userId))
        throw new ApiError(409, 'ALREADY_APPLIED', VACANCY_TEXTS.alreadyApplied);
      const upload = await readUpload(request, store, [CV_FIELD]);
      const application = await withUpload(store, upload, async () => {
        const fields = parseInput(ApplyFieldsSchema, upload.fields);
        if (upload.files.length === 0) throw new ApiError(400, 'CV_REQUIRED', VACANCY_TEXTS.cvRequired);
        if (upload.files.length > 1) throw new ApiError(400, 'CV_ONE', VACANCY_TEXTS.cvOne);
        const [file] = upload.files;
        if (!file) throw new ApiError(400, 'CV_REQUIRED', VACANCY_TEXTS.cvRequired);
        // Only a document or a photo of one; its content was already checked against the extension.
        if (!isCvFileName(file.name)) throw new ApiError(400, 'CV_TYPE', VACANCY_TEXTS.cvType);
        try {
          return await vacancies.apply({ vacancyId: vacancy.id, userId, ...fields, cv: file, at: now() });
        } catch (error) {
          // Two requests at once: the other one stored its application first.
          if (await vacancies.hasApplied(vacancy.id, userId))
            throw new ApiError(409, 'ALREADY_APPLIED', VACANCY_TEXTS.alreadyApplied);
          throw error;
        }
      });
      return reply.code(201).send(residentApplication(application));
    },
  });
}
