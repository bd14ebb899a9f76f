import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingPeriodParamsSchema,
  ContragentIdParamsSchema,
  ErrorBodySchema,
  ReceiptSentSchema,
  ReconciliationQuerySchema,
} from '@resident/contract';
import type { Brand, MonthCharges } from '@resident/contract';
import { receiptPdf, reconciliationPdf } from './billing-documents.ts';
import type { DocumentParties } from './billing-documents.ts';
import { BILLING_MESSAGES } from './billing-messages.ts';
import type { BillingService } from './billing-service.ts';
import { maskEmail } from './mask-email.ts';
import { ReceiptSentRecently } from './receipt-send-limit.ts';
import type { ReceiptSendLimit } from './receipt-send-limit.ts';
import { periodDotted, periodName } from './period.ts';
import { ApiError, contragentNotFound } from '../errors/http-errors.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';
import { sendGeneratedFile } from '../http/send-generated-file.ts';
import { fileResponse } from '../server/openapi/file-response.ts';

export interface BillingDocumentRouteDeps {
  residents: ResidentRepository;
  billing: BillingService;
  outbox: Outbox;
  brand: Brand;
  /** The resident's email (their login), or undefined. */
  emailOf(userId: number): Promise<string | undefined>;
  /** «Не получил квитанцию» mails a month's receipt of an account once an hour at most. */
  receiptSends: ReceiptSendLimit;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['billing'];
const PDF = 'application/pdf';

/** Receipts, «Не получил квитанцию» and the reconciliation statement: client/{contragentId}/billing/… */
export async function billingDocumentRoutes(app: FastifyInstance, deps: BillingDocumentRouteDeps): Promise<void> {
  const { residents, billing, brand } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  async function partiesOf(request: FastifyRequest, contragentId: number): Promise<DocumentParties> {
    const contragent = await residents.getOwnContragentFlags(request.caller, contragentId);
    if (!contragent) throw contragentNotFound();
    return {
      operatorName: brand.company.name,
      requisites: brand.requisites,
      supportPhone: brand.contacts?.supportPhone,
      numberPersonalAccount: contragent.numberPersonalAccount,
      payerName: contragent.fullName,
      address: contragent.address,
    };
  }

  async function monthOf(contragentId: number, period: string): Promise<MonthCharges> {
    const month = await billing.month(contragentId, period);
    if (!month) throw new ApiError(404, 'NOT_FOUND', BILLING_MESSAGES.noCharges(period));
    return month;
  }

  const receiptName = (parties: DocumentParties, period: string) =>
    `Квитанция_${parties.numberPersonalAccount}_${period}.pdf`;

  route.get('/client/:contragentId/billing/receipts/:period', {
    schema: {
      operationId: 'downloadReceipt',
      tags,
      summary: 'Квитанция за месяц (PDF)',
      description:
        'Generated on request for any month of the ledger: the payee’s requisites (brand `requisites`), the payer, the ' +
        'month’s breakdown, the amount due and the date, and the ГОСТ Р 56042-2014 payment QR ' +
        '(`ST00012|Name|PersonalAcc|BankName|BIC|CorrespAcc|PayeeINN|KPP|Sum (kopecks)|Purpose|PersAcc|PaymPeriod=MM.YYYY`, UTF-8). ' +
        'The text is real text (selectable, read aloud), the document language is Russian. A month outside the ledger: 404.',
      security,
      params: BillingPeriodParamsSchema,
      response: { 200: fileResponse('The receipt', [PDF]), ...errors },
    },
    async handler(request, reply) {
      const { contragentId, period } = request.params;
      const parties = await partiesOf(request, contragentId);
      const pdf = await receiptPdf(parties, await monthOf(contragentId, period));
      return sendGeneratedFile(reply, pdf, PDF, receiptName(parties, period));
    },
  });

  route.post('/client/:contragentId/billing/receipts/:period/send', {
    schema: {
      operationId: 'sendReceipt',
      tags,
      summary: 'Не получил квитанцию',
      description:
        'No body. Writes the month’s receipt (PDF attached) to the outbox for the resident’s email (the login), sent by ' +
        'SMTP when configured, and answers the address masked (`r***@demo.ru`). One send per month’s receipt per account ' +
        'an hour (counted in the database, whichever instance answers): sooner → 429 RECEIPT_SENT_RECENTLY saying in ' +
        'how many minutes, with Retry-After.',
      security,
      params: BillingPeriodParamsSchema,
      response: { 200: ReceiptSentSchema, 429: ErrorBodySchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId, period } = request.params;
      const parties = await partiesOf(request, contragentId);
      const month = await monthOf(contragentId, period);
      const email = await deps.emailOf(request.caller);
      if (!email) throw new ApiError(400, 'NO_EMAIL', BILLING_MESSAGES.noEmail);
      const pdf = await receiptPdf(parties, month);
      try {
        // The mail joins the claim's transaction: it is delivered only if the claim commits.
        await deps.receiptSends.once(contragentId, period, () =>
          deps.outbox.send({
            kind: 'receipt',
            to: email,
            subject: `Квитанция за ${periodName(period)} — лицевой счёт ${parties.numberPersonalAccount}`,
            text:
              `Здравствуйте!\n\nВо вложении квитанция за ${periodName(period)} по лицевому счёту ${parties.numberPersonalAccount} ` +
              `(${parties.address}).\n\nС уважением,\n${brand.company.name}`,
            attachments: [{ fileName: receiptName(parties, period), contentType: PDF, content: pdf }],
          }),
        );
      } catch (error) {
        if (error instanceof ReceiptSentRecently) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      return { sentTo: maskEmail(email) };
    },
  });

  route.get('/client/:contragentId/billing/reconciliation', {
    schema: {
      operationId: 'downloadReconciliation',
      tags,
      summary: 'Акт сверки (PDF)',
      description:
        'For whole months `from`..`to` (YYYY-MM, both included): the balance at the start, each month’s charges and ' +
        'payments with its closing balance, the balance at the end. `from` after `to`: 400; months outside the ledger: 404.',
      security,
      params: ContragentIdParamsSchema,
      querystring: ReconciliationQuerySchema,
      response: { 200: fileResponse('The reconciliation statement', [PDF]), ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      const { from, to } = request.query;
      const parties = await partiesOf(request, contragentId);
      if (from > to) throw new ApiError(400, 'VALIDATION', `from: ${BILLING_MESSAGES.periodReversed}`);
      const ledger = await billing.ledger(contragentId);
      const first = ledger[0]?.period;
      const last = ledger.at(-1)?.period;
      if (!first || !last) throw new ApiError(404, 'NOT_FOUND', BILLING_MESSAGES.noLedger);
      if (from < first || to > last) {
        throw new ApiError(
          404,
          'NOT_FOUND',
          BILLING_MESSAGES.reconciliationOutside(periodDotted(first), periodDotted(last)),
        );
      }
      const months = ledger.filter((month) => month.period >= from && month.period <= to);
      const pdf = await reconciliationPdf(parties, months);
      return sendGeneratedFile(reply, pdf, PDF, `Акт_сверки_${parties.numberPersonalAccount}_${from}_${to}.pdf`);
    },
  });
}
