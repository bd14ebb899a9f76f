import type { Promotion } from '@resident/contract';
import { baseApi, billingTag } from '@resident/api';

/**
 * The prizes call of the operator API (contract `prizes.ts`). It provides 'Prizes' and 'Billing':
 * a payment that settles a debt invalidates 'Billing' (@resident/payments), so participation
 * updates by itself.
 */
export const prizesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPromotions: build.query<Promotion[], number>({
      query: (contragentId) => `client/${contragentId}/prizes`,
      providesTags: (_result, _error, contragentId) => ['Prizes', billingTag(contragentId)],
    }),
  }),
});

export const { useGetPromotionsQuery } = prizesApi;
