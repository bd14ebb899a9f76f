import type {
  BillingPeriods,
  PaymentHistoryPage,
  MonthCharges,
  PaymentExportQuery,
  PaymentHistoryQuery,
  Profile,
  ReceiptSent,
  ReconciliationQuery,
} from '@resident/contract';
import {
  baseApi,
  billingTag,
  downloadResponse,
  fileNameFromContentDisposition,
  type DownloadedDocument,
} from '@resident/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

export type ContragentArg = { contragentId: number };
export type PeriodArg = ContragentArg & { period: string };
export type HistoryArg = ContragentArg & PaymentHistoryQuery;
export type ExportArg = ContragentArg & PaymentExportQuery;
export type ReconciliationArg = ContragentArg & ReconciliationQuery;
export type FiscalReceiptArg = ContragentArg & { receiptId: number };

const billing = (contragentId: number) => `client/${contragentId}/billing`;

/** The file of a download answer, named as the server named it. */
function toDocument(fallbackName: string) {
  return (blob: Blob, meta: FetchBaseQueryMeta | undefined): DownloadedDocument => ({
    blob,
    fileName: fileNameFromContentDisposition(meta?.response?.headers.get('content-disposition')) ?? fallbackName,
    contentType: meta?.response?.headers.get('content-type') ?? blob.type,
  });
}

/**
 * The billing calls of the operator API (contract `billing.ts`). Everything that shows money
 * provides 'Billing', which a payment invalidates when it is created or settles (@resident/payments),
 * so the page shows the new debt by itself. Downloads are mutations: a file is not cached.
 */
export const billingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBillingPeriods: build.query<BillingPeriods, number>({
      query: (contragentId) => `${billing(contragentId)}/periods`,
      providesTags: (_result, _error, contragentId) => [billingTag(contragentId)],
    }),
    getMonthCharges: build.query<MonthCharges, PeriodArg>({
      query: ({ contragentId, period }) => `${billing(contragentId)}/charges/${period}`,
      providesTags: (_result, _error, { contragentId }) => [billingTag(contragentId)],
    }),
    getPaymentHistory: build.query<PaymentHistoryPage, HistoryArg>({
      query: ({ contragentId, ...params }) => ({ url: `${billing(contragentId)}/payments`, params }),
      providesTags: (_result, _error, { contragentId }) => [billingTag(contragentId)],
    }),
    exportPayments: build.mutation<DownloadedDocument, ExportArg>({
      query: ({ contragentId, ...params }) => ({
        url: `${billing(contragentId)}/payments/export`,
        params,
        responseHandler: downloadResponse,
      }),
      transformResponse: (blob: Blob, meta, { format }) => toDocument(`payments.${format}`)(blob, meta),
    }),
    downloadReceipt: build.mutation<DownloadedDocument, PeriodArg>({
      query: ({ contragentId, period }) => ({
        url: `${billing(contragentId)}/receipts/${period}`,
        responseHandler: downloadResponse,
      }),
      transformResponse: (blob: Blob, meta, { period }) => toDocument(`receipt-${period}.pdf`)(blob, meta),
    }),
    /** Where «Не получил квитанцию» mails: the resident's email (the login), shown before sending. */
    getReceiptEmail: build.query<string, void>({
      query: () => 'client/profile',
      transformResponse: (profile: Pick<Profile, 'email'>) => profile.email,
      providesTags: ['Profile'],
    }),
    sendReceipt: build.mutation<ReceiptSent, PeriodArg>({
      query: ({ contragentId, period }) => ({
        url: `${billing(contragentId)}/receipts/${period}/send`,
        method: 'POST',
      }),
    }),
    downloadFiscalReceipt: build.mutation<DownloadedDocument, FiscalReceiptArg>({
      query: ({ contragentId, receiptId }) => ({
        url: `${billing(contragentId)}/fiscal-receipts/${receiptId}`,
        responseHandler: downloadResponse,
      }),
      transformResponse: (blob: Blob, meta, { receiptId }) => toDocument(`receipt-${receiptId}.pdf`)(blob, meta),
    }),
    downloadReconciliation: build.mutation<DownloadedDocument, ReconciliationArg>({
      query: ({ contragentId, ...params }) => ({
        url: `${billing(contragentId)}/reconciliation`,
        params,
        responseHandler: downloadResponse,
      }),
      transformResponse: (blob: Blob, meta, { from, to }) => toDocument(`reconciliation-${from}-${to}.pdf`)(blob, meta),
    }),
  }),
});

export const {
  useGetBillingPeriodsQuery,
  useGetMonthChargesQuery,
  useGetPaymentHistoryQuery,
  useExportPaymentsMutation,
  useDownloadReceiptMutation,
  useSendReceiptMutation,
  useGetReceiptEmailQuery,
  useDownloadReconciliationMutation,
  useDownloadFiscalReceiptMutation,
} = billingApi;
