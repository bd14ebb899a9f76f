import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminInstallmentApplicationSchema,
  AdminInstallmentApplicationsSchema,
  AdminInstallmentsQuerySchema,
  AdminRefuseInstallmentBodySchema,
  ContragentIdParamsSchema,
  ErrorBodySchema,
  IdParamsSchema,
  InstallmentApplicationBodySchema,
  InstallmentApplicationSchema,
  InstallmentsSchema,
} from '@resident/contract';
import {
  brokenInstallmentConditions,
  INSTALLMENT_CONDITION_TEXTS,
  type InstallmentCondition,
} from '@resident/contract/limits';
import { dateOf } from '../billing/period.ts';
import { ApiError, contragentNotFound } from '../errors/http-errors.ts';
import type { ContragentFlags, ResidentRepository } from '../residents/resident-repository.ts';
import type { Decision, InstallmentRepository } from './installment-repository.ts';

export const INSTALLMENT_MESSAGES = {
  unavailable: 'Реестр рассрочек недоступен для этого лицевого счёта',
  closed: 'Лицевой счёт закрыт: рассрочка по нему не оформляется',
  pending: 'Заявка на рассрочку уже отправлена и ждёт решения. Новую можно подать после ответа',
  agreement: 'На задолженность уже оформлена рассрочка. Новую заявку можно подать, когда она будет погашена',
  notFound: 'Заявка на рассрочку не найдена',
  decided: 'По этой заявке уже принято решение',
} as const;

export interface InstallmentRouteDeps {
  residents: ResidentRepository;
  installments: InstallmentRepository;
  /** The account's current debt in kopecks, as billing computes it (> 0 owed). */
  debtOf: (contragentId: number) => Promise<number>;
  now: () => number;
}

/** 'minFirstPayment' → 'INSTALLMENT_MIN_FIRST_PAYMENT': the condition a 400 names, for programs. */
export const conditionCode = (condition: InstallmentCondition) =>
  `INSTALLMENT_${condition.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const security = [{ bearer: [] }];
const tags = ['installments'];

/** The caller's account with the instalment-register flag (spec §6); another's is 404 like a missing one. */
async function registerAccount(
  deps: InstallmentRouteDeps,
  request: FastifyRequest,
  contragentId: number,
): Promise<ContragentFlags> {
  const contragent = await deps.residents.getOwnContragentFlags(request.caller, contragentId);
  if (!contragent) throw contragentNotFound();
  if (!contragent.isInstallmentRegister)
    throw new ApiError(403, 'INSTALLMENTS_UNAVAILABLE', INSTALLMENT_MESSAGES.unavailable);
  return contragent;
}

/** The resident's installments registry: client/{contragentId}/installments (v3 base). */
export async function installmentRoutes(app: FastifyInstance, deps: InstallmentRouteDeps): Promise<void> {
  const { installments, debtOf, now } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route.get('/client/:contragentId/installments', {
    schema: {
      operationId: 'getInstallments',
      tags,
      summary: 'Реестр рассрочек',
      description:
        'The account’s agreements with their schedules (each row paid, due or overdue as of today in Moscow), its ' +
        'rows paid by the account’s succeeded bill payments (purpose charges), each allocated oldest due first, ' +
        'applications newest first, and the current debt an application would spread. Another resident’s account: 404; ' +
        'an account without the instalment-register flag: 403.',
      security,
      params: ContragentIdParamsSchema,
      response: { 200: InstallmentsSchema, ...errors },
    },
    async handler(request) {
      const { id } = await registerAccount(deps, request, request.params.contragentId);
      return {
        contragentId: id,
        debt: await debtOf(id),
        agreements: await installments.agreements(id, dateOf(now())),
        applications: await installments.applications(id),
      };
    },
  });

  route.post('/client/:contragentId/installments/applications', {
    schema: {
      operationId: 'createInstallmentApplication',
      tags,
      summary: 'Подать заявку на рассрочку',
      description:
        'JSON {firstPayment (kopecks), months}. The conditions: the current debt ≥ 3 000 ₽, the first payment ≥ 30 % of it ' +
        'and less than it, 2 to 6 monthly payments. A broken condition: 400 INSTALLMENT_CONDITION naming the first one ' +
        '(details lists each). One application per debt: while one is pending (409 INSTALLMENT_PENDING) or an agreement ' +
        'is not yet paid off (409 INSTALLMENT_AGREEMENT_ACTIVE) another is refused. The operator approves or refuses it.',
      security,
      params: ContragentIdParamsSchema,
      body: InstallmentApplicationBodySchema,
      response: { 201: InstallmentApplicationSchema, ...errors },
    },
    async handler(request, reply) {
      const contragent = await registerAccount(deps, request, request.params.contragentId);
      if (contragent.isClosed) throw new ApiError(400, 'ACCOUNT_CLOSED', INSTALLMENT_MESSAGES.closed);
      const debt = await debtOf(contragent.id);
      const { firstPayment, months } = request.body;
      const broken = brokenInstallmentConditions({ debtKopecks: debt, firstPaymentKopecks: firstPayment, months });
      const [first] = broken;
      if (first) {
        // The first broken condition is the message; details name each one (spec §8 shows the first).
        const error = new ApiError(400, conditionCode(first), INSTALLMENT_CONDITION_TEXTS[first]);
        error.body.details = broken.map((condition) => ({
          code: conditionCode(condition),
          message: INSTALLMENT_CONDITION_TEXTS[condition],
        }));
        throw error;
      }
      const application = await installments.createApplication(
        { contragentId: contragent.id, userId: request.caller, debt, firstPayment, months },
        now(),
      );
      if (application === 'pending') throw new ApiError(409, 'INSTALLMENT_PENDING', INSTALLMENT_MESSAGES.pending);
      if (application === 'agreement')
        throw new ApiError(409, 'INSTALLMENT_AGREEMENT_ACTIVE', INSTALLMENT_MESSAGES.agreement);
      return reply.code(201).send(application);
    },
  });
}

export interface InstallmentAdminRouteDeps {
  installments: InstallmentRepository;
  now: () => number;
}

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

function decisionOf(decision: Decision) {
  if (decision.ok) return decision.application;
  if (decision.reason === 'notFound') throw new ApiError(404, 'NOT_FOUND', INSTALLMENT_MESSAGES.notFound);
  throw new ApiError(409, 'ALREADY_DECIDED', INSTALLMENT_MESSAGES.decided);
}

/** The operator's side of the registry (/api/admin, its own credential, hidden from the OpenAPI contract). */
export async function installmentAdminRoutes(app: FastifyInstance, deps: InstallmentAdminRouteDeps): Promise<void> {
  const { installments, now } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/installments', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Заявки на рассрочку всех жителей',
      querystring: AdminInstallmentsQuerySchema,
      response: { 200: AdminInstallmentApplicationsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request) => await installments.listAll(request.query.status),
  });

  route.post('/installments/:id/approve', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Одобрить заявку на рассрочку',
      description:
        'Concludes the agreement: the schedule of the application’s terms starts today (Moscow). A decided application: 409.',
      params: IdParamsSchema,
      response: { 200: AdminInstallmentApplicationSchema, ...adminErrors },
    },
    handler: async (request) => decisionOf(await installments.approve(request.params.id, now())),
  });

  route.post('/installments/:id/refuse', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Отказать в рассрочке',
      description: 'JSON {reason}: shown to the resident with the application. A decided application: 409.',
      params: IdParamsSchema,
      body: AdminRefuseInstallmentBodySchema,
      response: { 200: AdminInstallmentApplicationSchema, ...adminErrors },
    },
    handler: async (request) => decisionOf(await installments.refuse(request.params.id, request.body.reason, now())),
  });
}
