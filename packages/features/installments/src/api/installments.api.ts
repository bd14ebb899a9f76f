import { baseApi } from '@resident/api';
import type { InstallmentApplication, InstallmentApplicationBody, Installments } from '@resident/contract';

export interface ApplyArg {
  contragentId: number;
  body: InstallmentApplicationBody;
}

/** The registry's calls: client/{contragentId}/installments (v3 base). */
export const installmentsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getInstallments: build.query<Installments, number>({
      query: (contragentId) => `client/${contragentId}/installments`,
      providesTags: (_result, _error, contragentId) => [{ type: 'Installments', id: contragentId }],
    }),
    applyForInstallment: build.mutation<InstallmentApplication, ApplyArg>({
      query: ({ contragentId, body }) => ({ url: `client/${contragentId}/installments/applications`, method: 'POST', body }),
      invalidatesTags: (_result, error, { contragentId }) => (error ? [] : [{ type: 'Installments', id: contragentId }]),
    }),
  }),
});

export const { useGetInstallmentsQuery, useApplyForInstallmentMutation } = installmentsApi;
