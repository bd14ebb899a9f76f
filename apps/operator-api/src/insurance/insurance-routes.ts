import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateInsurancePolicyBodySchema,
  ErrorBodySchema,
  InsuranceAccountParamsSchema,
  InsuranceDraftSchema,
  InsurancePoliciesSchema,
  InsurancePolicyOrderSchema,
  InsurancePolicyParamsSchema,
  InsuranceProductsSchema,
  SaveInsuranceDraftBodySchema,
} from '@resident/contract';
import { ApiError, contragentNotFound } from '../errors/http-errors.ts';
import { accountClosed } from '../payments/payment-messages.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';
import { sendGeneratedFile } from '../http/send-generated-file.ts';
import { insurancePolicyPdf } from './insurance-pdf.ts';
import { INSURANCE_MESSAGES, moscowDay } from './insurance-service.ts';
import type { InsuranceService } from './insurance-service.ts';
import { createMarketplaceHook, marketplaceUserOf } from './marketplace-auth.ts';
import { fileResponse } from '../server/openapi/file-response.ts';

export interface InsuranceRouteDeps {
  tokens: TokenService;
  residents: ResidentRepository;
  insurance: InsuranceService;
  now: () => number;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const security = [{ marketplace: [] }];

/**
 * The insurer partner's marketplace on its own base (the portal's `marketplaceBase`, mounted at
 * /api/marketplace/v1): the catalogue, each account's draft and its policies. Authorised by the
 * marketplace token; another resident's account → 404.
 */
export async function insuranceRoutes(app: FastifyInstance, deps: InsuranceRouteDeps): Promise<void> {
  const { residents, insurance, now } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.addHook('onRequest', createMarketplaceHook(deps.tokens));

  async function ownAccount(request: FastifyRequest, contragentId: number) {
    const account = await residents.getNumberPersonalAccount(marketplaceUserOf(request), contragentId);
    if (!account) throw contragentNotFound();
    return account;
  }

  route.get('/products', {
    schema: {
      operationId: 'listInsuranceProducts',
      tags: ['insurance'],
      summary: 'Страховые продукты',
      description:
        'The insurer partner’s products (property, civil liability) with conditions, the offer text and programmes; prices in kopecks.',
      security,
      response: { 200: InsuranceProductsSchema, 401: ErrorBodySchema },
    },
    async handler() {
      return await insurance.repository.products();
    },
  });

  route.get('/accounts/:contragentId/draft', {
    schema: {
      operationId: 'getInsuranceDraft',
      tags: ['insurance'],
      summary: 'Черновик оформления полиса',
      description:
        'The account’s unfinished purchase (the step the resident left at), or null. Another resident’s account → 404.',
      security,
      params: InsuranceAccountParamsSchema,
      response: { 200: InsuranceDraftSchema.nullable(), ...errors },
    },
    async handler(request, reply) {
      await ownAccount(request, request.params.contragentId);
      reply.header('cache-control', 'no-store');
      return await insurance.repository.draft(request.params.contragentId);
    },
  });

  route.put('/accounts/:contragentId/draft', {
    schema: {
      operationId: 'saveInsuranceDraft',
      tags: ['insurance'],
      summary: 'Сохранить черновик',
      description:
        'Keeps the draft: the object must be one of the account’s objects, the programme one of the product’s, the ' +
        'insured person an adult; a later step needs the earlier ones filled → 400. Closed account → 409.',
      security,
      params: InsuranceAccountParamsSchema,
      body: SaveInsuranceDraftBodySchema,
      response: { 200: InsuranceDraftSchema, 409: ErrorBodySchema, ...errors },
    },
    async handler(request) {
      const account = await ownAccount(request, request.params.contragentId);
      if (account.isClosed) throw accountClosed();
      return await insurance.saveDraft(request.params.contragentId, request.body);
    },
  });

  route.delete('/accounts/:contragentId/draft', {
    schema: {
      operationId: 'deleteInsuranceDraft',
      tags: ['insurance'],
      summary: 'Удалить черновик',
      description: 'Starts the flow over. Another resident’s account → 404.',
      security,
      params: InsuranceAccountParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    async handler(request, reply) {
      await ownAccount(request, request.params.contragentId);
      await insurance.repository.deleteDraft(request.params.contragentId);
      return reply.code(204).send(null);
    },
  });

  route.get('/accounts/:contragentId/policies', {
    schema: {
      operationId: 'listInsurancePolicies',
      tags: ['insurance'],
      summary: 'Полисы',
      description:
        'The account’s policies, newest first, with their period and status. Another resident’s account → 404.',
      security,
      params: InsuranceAccountParamsSchema,
      response: { 200: InsurancePoliciesSchema, ...errors },
    },
    async handler(request, reply) {
      await ownAccount(request, request.params.contragentId);
      reply.header('cache-control', 'no-store');
      return await insurance.repository.policies(request.params.contragentId, moscowDay(now()));
    },
  });

  route.post('/accounts/:contragentId/policies', {
    schema: {
      operationId: 'createInsurancePolicy',
      tags: ['insurance'],
      summary: 'Оформить полис',
      description:
        'Issues the policy of the confirmed draft (step confirm) with the order (kind insurance-policy) for its full ' +
        "price: pay it with POST /api/v3/client/{contragentId}/payments, purpose 'service', this orderId and exactly " +
        'this amount. The open policy is answered again (200) while the draft is the same; a new one → 201. ' +
        'A changed draft replaces the open policy, refused (409 ORDER_PAYMENT_IN_PROGRESS) while its payment is on the ' +
        'acquirer’s page. Offer not accepted → 400; draft incomplete or closed account → 409; another resident’s → 404.',
      security,
      params: InsuranceAccountParamsSchema,
      body: CreateInsurancePolicyBodySchema,
      response: { 200: InsurancePolicyOrderSchema, 201: InsurancePolicyOrderSchema, 409: ErrorBodySchema, ...errors },
    },
    async handler(request, reply) {
      const account = await ownAccount(request, request.params.contragentId);
      if (account.isClosed) throw accountClosed();
      const { order, created } = await insurance.policyOrder(request.params.contragentId, marketplaceUserOf(request));
      return reply.code(created ? 201 : 200).send(order);
    },
  });

  route.get('/accounts/:contragentId/policies/:policyId/document', {
    schema: {
      operationId: 'downloadInsurancePolicy',
      tags: ['insurance'],
      summary: 'Полис (PDF)',
      description:
        'The paid policy as a PDF (Content-Disposition: attachment); not paid yet → 409; another account’s → 404.',
      security,
      params: InsurancePolicyParamsSchema,
      response: { 200: fileResponse('The policy', ['application/pdf']), 409: ErrorBodySchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId, policyId } = request.params;
      await ownAccount(request, contragentId);
      const file = await insurance.repository.policy(contragentId, policyId, moscowDay(now()));
      if (!file) throw new ApiError(404, 'NOT_FOUND', INSURANCE_MESSAGES.policyNotFound);
      if (!file.policy.fileName) throw new ApiError(409, 'POLICY_NOT_PAID', INSURANCE_MESSAGES.policyNotPaid);
      return sendGeneratedFile(reply, await insurancePolicyPdf(file), 'application/pdf', file.policy.fileName);
    },
  });
}
