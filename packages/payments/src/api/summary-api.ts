import type { BillingSummary } from '@resident/contract';
import { baseApi, billingTag } from '@resident/api';

/**
 * GET client/{contragentId}/billing/summary: the account's money at a glance, which billing's
 * header and the dashboard both show. One endpoint here (not one per feature) so the cache and the
 * hook exist once; tagged 'Billing', which a payment invalidates when it is created or settles.
 * Its own subpath (`@resident/payments/summary`) keeps the dashboard's first paint free of the pay form.
 */
export const summaryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBillingSummary: build.query<BillingSummary, number>({
      query: (contragentId) => `client/${contragentId}/billing/summary`,
      providesTags: (_result, _error, contragentId) => [billingTag(contragentId)],
    }),
  }),
});

export const { useGetBillingSummaryQuery } = summaryApi;
