import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContragentIdParamsSchema,
  ErrorBodySchema,
  LitigationDocumentParamsSchema,
  LitigationSchema,
  StateDutyOrderSchema,
} from '@resident/contract';
import { ApiError } from '../errors/http-errors.ts';
import { accountClosed } from '../payments/payment-messages.ts';
import { sendGeneratedFile } from '../http/send-generated-file.ts';
import { litigationDocumentPdf } from './litigation-pdf.ts';
import { LITIGATION_MESSAGES } from './litigation-service.ts';
import type { LitigationService } from './litigation-service.ts';
import { fileResponse } from '../server/openapi/file-response.ts';

export interface LitigationRouteDeps {
  litigation: LitigationService;
  /** The operator's name, the author of the documents. */
  operatorName: string;
  /** The operator's region zone (the brand's): the documents' dates are told in it. */
  timeZone?: string;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Court cases and pre-trial claims of one of the resident's accounts: client/{contragentId}/litigation (v3 base, bearer). */
export async function litigationRoutes(app: FastifyInstance, deps: LitigationRouteDeps): Promise<void> {
  const { litigation } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/:contragentId/litigation', {
    schema: {
      operationId: 'getLitigation',
      tags: ['litigation'],
      summary: 'Судебно-претензионная работа',
      description:
        'The account’s court cases and pre-trial claims, newest first, with hearings (ordered by time), documents, ' +
        'amounts (kopecks) and the state duty of each; stateDuty.debt is the user record’s flag, stateDuty.unpaid ' +
        "the sum still to pay. Another resident's account → 404.",
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: LitigationSchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      reply.header('cache-control', 'no-store');
      return {
        cases: await litigation.repository.cases(contragentId),
        stateDuty: {
          debt: await litigation.repository.stateDutyDebt(contragentId),
          unpaid: await litigation.repository.unpaidStateDuty(contragentId),
        },
      };
    },
  });

  route.get('/client/:contragentId/litigation/documents/:documentId', {
    schema: {
      operationId: 'downloadLitigationDocument',
      tags: ['litigation'],
      summary: 'Документ по делу',
      description: "A case document as a PDF (Content-Disposition: attachment). Another account's document → 404.",
      security: [{ bearer: [] }],
      params: LitigationDocumentParamsSchema,
      response: { 200: fileResponse('The case document', ['application/pdf']), ...errors },
    },
    async handler(request, reply) {
      const { contragentId, documentId } = request.params;
      const file = await litigation.repository.document(contragentId, documentId);
      if (!file) throw new ApiError(404, 'NOT_FOUND', LITIGATION_MESSAGES.documentNotFound);
      return sendGeneratedFile(
        reply,
        await litigationDocumentPdf(file, deps.operatorName, deps.timeZone),
        'application/pdf',
        file.fileName,
      );
    },
  });

  route.post('/client/:contragentId/litigation/state-duty/order', {
    schema: {
      operationId: 'createStateDutyOrder',
      tags: ['litigation'],
      summary: 'Заказ на оплату госпошлины',
      description:
        'The order (kind state-duty) for the whole unpaid state duty of the account: pay it with POST ' +
        "client/{contragentId}/payments, purpose 'state-duty', this orderId and exactly this amount. The open order is " +
        'answered again (200) while the unpaid sum is the same; a new one → 201 (refused, 409 ORDER_PAYMENT_IN_PROGRESS, ' +
        "while the open order's payment is on the acquirer's page). When it is paid the duties are marked " +
        "paid and the user record's stateDutyDebt clears. Nothing unpaid → 409; a closed account → 409; another " +
        "resident's → 404.",
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: StateDutyOrderSchema, 201: StateDutyOrderSchema, 409: ErrorBodySchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      const { account } = request;
      if (account.isClosed) throw accountClosed();
      const { order, created } = await litigation.stateDutyOrder(contragentId, request.caller);
      return reply.code(created ? 201 : 200).send(order);
    },
  });
}
