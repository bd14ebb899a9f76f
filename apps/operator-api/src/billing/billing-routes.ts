import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingPeriodParamsSchema,
  BillingPeriodsSchema,
  BillingSummarySchema,
  ContragentIdParamsSchema,
  ErrorBodySchema,
  FiscalReceiptParamsSchema,
  MonthChargesSchema,
  PaymentExportQuerySchema,
  PaymentHistoryPageSchema,
  PaymentHistoryQuerySchema,
} from '@resident/contract';
import { BILLING_MESSAGES } from './billing-messages.ts';
import type { BillingService } from './billing-service.ts';
import { historyRange } from './history-range.ts';
import { paymentsCsv, paymentsXlsx } from './payment-export.ts';
import { toPaymentRecord } from './payment-history-repository.ts';
import type { PaymentHistoryRepository } from './payment-history-repository.ts';
import type { FiscalReceiptRepository } from '../fiscal/fiscal-receipt-repository.ts';
import { fiscalReceiptPdf } from '../fiscal/fiscal-receipt-pdf.ts';
import { isFiscalised } from '../fiscal/fiscal-receipt-text.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { PaymentRepository } from '../payments/payment-repository.ts';
import { fileResponse } from '../server/openapi/file-response.ts';
import { sendGeneratedFile } from '../http/send-generated-file.ts';

export interface BillingRouteDeps {
  billing: BillingService;
  payments: PaymentRepository;
  /** The payments and refunds as the history lists them. */
  history: PaymentHistoryRepository;
  fiscalReceipts: FiscalReceiptRepository;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['billing'];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Money of one of the resident's accounts: client/{contragentId}/billing/… (v3 base). */
export async function billingRoutes(app: FastifyInstance, deps: BillingRouteDeps): Promise<void> {
  const { billing, history, fiscalReceipts } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/:contragentId/billing/summary', {
    schema: {
      operationId: 'getBillingSummary',
      tags,
      summary: 'Задолженность и последнее начисление',
      description:
        'For the dashboard and the billing header. `debt` is the newest month’s debt at its end, with every succeeded ' +
        'payment settled since that month began (> 0 owed, < 0 an advance). `pendingPayments`/`pendingAmount`: payments ' +
        'sent to the acquirer and not settled yet — shown as pending, never as paid. Another resident’s contragent: 404.',
      security,
      params: ContragentIdParamsSchema,
      response: { 200: BillingSummarySchema, ...errors },
    },
    async handler(request) {
      return await billing.summary(request.account);
    },
  });

  route.get('/client/:contragentId/billing/periods', {
    schema: {
      operationId: 'listBillingPeriods',
      tags,
      summary: 'Месяцы с начислениями',
      description: 'Every month of the ledger, newest first (a closed account: up to the month it closed).',
      security,
      params: ContragentIdParamsSchema,
      response: { 200: BillingPeriodsSchema, ...errors },
    },
    async handler(request) {
      const { contragentId } = request.account;
      return { periods: await billing.periods(contragentId) };
    },
  });

  route.get('/client/:contragentId/billing/charges/:period', {
    schema: {
      operationId: 'getMonthCharges',
      tags,
      summary: 'Начисления за месяц',
      description:
        'Per service: tariff, unit, norm, residents, area, accrued, recalculation, penalty, benefit, paid (succeeded ' +
        'payments settled in the month), debt at the start and the end; the totals are the sums of the lines and ' +
        '`toPay` = max(debtEnd, 0). A month outside the ledger: 404 «За май 2019 начислений нет».',
      security,
      params: BillingPeriodParamsSchema,
      response: { 200: MonthChargesSchema, ...errors },
    },
    async handler(request) {
      const { contragentId, period } = request.params;
      const month = await billing.month(contragentId, period);
      if (!month) throw new ApiError(404, 'NOT_FOUND', BILLING_MESSAGES.noCharges(period));
      return month;
    },
  });

  route.get('/client/:contragentId/billing/payments', {
    schema: {
      operationId: 'listBillingPayments',
      tags,
      summary: 'История платежей',
      description:
        'Every payment of the account (any status) and every refund, newest first, paged from 1. `from`/`to`: Moscow ' +
        'calendar dates of creation, both included; a date that does not exist or `from` after `to`: 400. `kind` narrows ' +
        'to what the lines paid (bill, order, state-duty, installment, refund). `totals`: the succeeded payments and the ' +
        'refunds of the whole filter. A line links its fiscal receipt once it is made (`receiptId`).',
      security,
      params: ContragentIdParamsSchema,
      querystring: PaymentHistoryQuerySchema,
      response: { 200: PaymentHistoryPageSchema, ...errors },
    },
    async handler(request) {
      const { contragentId } = request.account;
      const { page, size, kind, ...dates } = request.query;
      const { rows, total, totals } = await history.page(contragentId, {
        ...historyRange(dates),
        kind,
        offset: (page - 1) * size,
        limit: size,
      });
      return {
        content: rows.map(toPaymentRecord),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
        totals,
      };
    },
  });

  route.get('/client/:contragentId/billing/payments/export', {
    schema: {
      operationId: 'exportBillingPayments',
      tags,
      summary: 'Выгрузка истории платежей',
      description:
        'The history with the same filter as a file (attachment): `csv` — UTF-8 with BOM, `;` separated, amounts in ' +
        'rubles with a decimal comma (what Russian Excel opens); `xlsx` — a workbook with real dates and numbers.',
      security,
      params: ContragentIdParamsSchema,
      querystring: PaymentExportQuerySchema,
      response: {
        200: fileResponse('The payment history as a file', ['text/csv; charset=utf-8', XLSX_TYPE]),
        ...errors,
      },
    },
    async handler(request, reply) {
      const { account } = request;
      const { format, kind, ...dates } = request.query;
      const rows = await history.all(account.contragentId, { ...historyRange(dates), kind });
      const range = dates.from || dates.to ? `_${dates.from ?? 'начало'}_${dates.to ?? 'сегодня'}` : '';
      const name = `Платежи_${account.numberPersonalAccount}${range}.${format}`;
      if (format === 'csv') return sendGeneratedFile(reply, paymentsCsv(rows), 'text/csv; charset=utf-8', name);
      return sendGeneratedFile(reply, await paymentsXlsx(rows), XLSX_TYPE, name);
    },
  });

  route.get('/client/:contragentId/billing/fiscal-receipts/:receiptId', {
    schema: {
      operationId: 'downloadFiscalReceipt',
      tags,
      summary: 'Кассовый чек',
      description:
        'One of the account’s cash receipts (54-ФЗ: «Приход» of a payment, «Возврат прихода» of a refund) as a PDF ' +
        'attachment with the seller’s ИНН, the item, РН ККТ, ФН, ФД, ФП and the ФНС check QR. Another account’s or an ' +
        'unknown receipt → 404; one the register has not made yet → 409.',
      security,
      params: FiscalReceiptParamsSchema,
      response: { 200: fileResponse('The cash receipt', ['application/pdf']), ...errors, 409: ErrorBodySchema },
    },
    async handler(request, reply) {
      const { contragentId } = request.account;
      const receipt = await fiscalReceipts.get(request.params.receiptId);
      if (receipt?.contragent_id !== contragentId)
        throw new ApiError(404, 'NOT_FOUND', BILLING_MESSAGES.receiptNotFound);
      if (!isFiscalised(receipt)) throw new ApiError(409, 'RECEIPT_PENDING', BILLING_MESSAGES.receiptPending);
      return sendGeneratedFile(
        reply,
        await fiscalReceiptPdf(receipt),
        'application/pdf',
        `Чек_${receipt.document_number}.pdf`,
      );
    },
  });
}
