import type { Litigation, StateDutyOrder } from '@resident/contract';
import {
  baseApi,
  billingTag,
  downloadResponse,
  fileNameFromContentDisposition,
  type DownloadedDocument,
} from '@resident/api';

export type DocumentArg = { contragentId: number; documentId: number; fileName: string };

const litigation = (contragentId: number) => `client/${contragentId}/litigation`;

/**
 * The litigation calls of the operator API (contract `litigation.ts`). The cases provide
 * 'Litigation' and 'Billing': a state-duty payment that settles invalidates 'Billing'
 * (@resident/payments), so the duty shows paid by itself. A document download is a mutation: a
 * file is not cached.
 */
export const litigationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getLitigation: build.query<Litigation, number>({
      query: (contragentId) => litigation(contragentId),
      providesTags: (_result, _error, contragentId) => ['Litigation', billingTag(contragentId)],
    }),
    createStateDutyOrder: build.mutation<StateDutyOrder, number>({
      query: (contragentId) => ({ url: `${litigation(contragentId)}/state-duty/order`, method: 'POST' }),
    }),
    downloadLitigationDocument: build.mutation<DownloadedDocument, DocumentArg>({
      query: ({ contragentId, documentId }) => ({
        url: `${litigation(contragentId)}/documents/${documentId}`,
        responseHandler: downloadResponse,
      }),
      transformResponse: (blob: Blob, meta: { response?: Response } | undefined, { fileName }) => ({
        blob,
        fileName: fileNameFromContentDisposition(meta?.response?.headers.get('content-disposition')) ?? fileName,
        contentType: meta?.response?.headers.get('content-type') ?? blob.type,
      }),
    }),
  }),
});

export const { useGetLitigationQuery, useCreateStateDutyOrderMutation, useDownloadLitigationDocumentMutation } =
  litigationApi;
