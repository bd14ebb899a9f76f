import { baseApi, billingTag } from '@resident/api';
import type { Installments } from '@resident/contract';
import { nextInstalmentOf, type NextInstalment } from '../lib/next-instalment';

/**
 * The registry's call (client/{contragentId}/installments), read for the dashboard's reminder only:
 * the installments feature has its own endpoint for its page, and features never import each other.
 */
export const nextInstalmentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getNextInstalment: build.query<NextInstalment | null, number>({
      query: (contragentId) => `client/${contragentId}/installments`,
      transformResponse: (registry: Installments) => nextInstalmentOf(registry),
      // 'Billing': a payment turning final may have paid the instalment (the operator API allocates it).
      providesTags: (_result, _error, contragentId) => [
        { type: 'Installments', id: contragentId },
        billingTag(contragentId),
      ],
    }),
  }),
});

export const { useGetNextInstalmentQuery } = nextInstalmentApi;
