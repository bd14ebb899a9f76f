import { baseApi, billingTag } from '@resident/api';
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
      // 'Billing' too: a payment of the account turning final invalidates it, and the registry shows
      // where the operator API allocated that payment in the schedule.
      providesTags: (_result, _error, contragentId) => [
        { type: 'Installments', id: contragentId },
        billingTag(contragentId),
      ],
    }),
    applyForInstallment: build.mutation<InstallmentApplication, ApplyArg>({
      query: ({ contragentId, body }) => ({
        url: `client/${contragentId}/installments/applications`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { contragentId }) =>
        error ? [] : [{ type: 'Installments', id: contragentId }],
    }),
  }),
});

export const { useGetInstallmentsQuery, useApplyForInstallmentMutation } = installmentsApi;
