import type {
  CreateInsurancePolicyBody,
  InsuranceDraft,
  InsurancePolicy,
  InsurancePolicyOrder,
  InsuranceProduct,
  Profile,
  SaveInsuranceDraftBody,
} from '@resident/contract';
import {
  baseApi,
  billingTag,
  downloadResponse,
  fileNameFromContentDisposition,
  type DownloadedDocument,
} from '@resident/api';

export type PolicyDocumentArg = { contragentId: number; policyId: number; fileName: string };

const account = (contragentId: number) => `accounts/${contragentId}`;
// The insurer partner's marketplace (spec §7 `marketplaceBase`) with the session's marketplace token.
const marketplace = { client: 'marketplace' } as const;

/**
 * The insurance marketplace (contract `insurance.ts`) and the profile the insured person is
 * prefilled from. Policies provide 'Insurance' and 'Billing': a payment that settles invalidates
 * 'Billing' (@resident/payments), so a paid policy shows active by itself.
 */
export const insuranceApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getInsuranceProducts: build.query<InsuranceProduct[], void>({
      query: () => 'products',
      extraOptions: marketplace,
      providesTags: ['Insurance'],
    }),
    getInsuranceDraft: build.query<InsuranceDraft | null, number>({
      query: (contragentId) => `${account(contragentId)}/draft`,
      extraOptions: marketplace,
      providesTags: ['Insurance'],
    }),
    saveInsuranceDraft: build.mutation<InsuranceDraft, { contragentId: number; draft: SaveInsuranceDraftBody }>({
      query: ({ contragentId, draft }) => ({ url: `${account(contragentId)}/draft`, method: 'PUT', body: draft }),
      extraOptions: marketplace,
      async onQueryStarted({ contragentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(insuranceApi.util.upsertQueryData('getInsuranceDraft', contragentId, data));
      },
    }),
    deleteInsuranceDraft: build.mutation<null, number>({
      query: (contragentId) => ({ url: `${account(contragentId)}/draft`, method: 'DELETE' }),
      extraOptions: marketplace,
      async onQueryStarted(contragentId, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(insuranceApi.util.upsertQueryData('getInsuranceDraft', contragentId, null));
      },
    }),
    getInsurancePolicies: build.query<InsurancePolicy[], number>({
      query: (contragentId) => `${account(contragentId)}/policies`,
      extraOptions: marketplace,
      providesTags: (_result, _error, contragentId) => ['Insurance', billingTag(contragentId)],
    }),
    createInsurancePolicy: build.mutation<
      InsurancePolicyOrder,
      { contragentId: number; body: CreateInsurancePolicyBody }
    >({
      query: ({ contragentId, body }) => ({ url: `${account(contragentId)}/policies`, method: 'POST', body }),
      extraOptions: marketplace,
    }),
    downloadInsurancePolicy: build.mutation<DownloadedDocument, PolicyDocumentArg>({
      query: ({ contragentId, policyId }) => ({
        url: `${account(contragentId)}/policies/${policyId}/document`,
        responseHandler: downloadResponse,
      }),
      extraOptions: marketplace,
      transformResponse: (blob: Blob, meta: { response?: Response } | undefined, { fileName }) => ({
        blob,
        fileName: fileNameFromContentDisposition(meta?.response?.headers.get('content-disposition')) ?? fileName,
        contentType: meta?.response?.headers.get('content-type') ?? blob.type,
      }),
    }),
    getInsuredProfile: build.query<Profile, void>({
      query: () => 'client/profile',
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetInsuranceProductsQuery,
  useGetInsuranceDraftQuery,
  useSaveInsuranceDraftMutation,
  useDeleteInsuranceDraftMutation,
  useGetInsurancePoliciesQuery,
  useCreateInsurancePolicyMutation,
  useDownloadInsurancePolicyMutation,
  useGetInsuredProfileQuery,
} = insuranceApi;
