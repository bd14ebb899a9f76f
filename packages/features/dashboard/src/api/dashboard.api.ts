import { baseApi } from '@resident/api';
import type { BillingSummary } from '@resident/contract';

/**
 * The active account's money at a glance (GET client/{contragentId}/billing/summary). Tagged like
 * billing's calls, so a payment made anywhere refreshes the dashboard too.
 */
export const dashboardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardMoney: build.query<BillingSummary, number>({
      query: (contragentId) => `client/${contragentId}/billing/summary`,
      providesTags: (_result, _error, contragentId) => [
        { type: 'Payments', id: `summary-${contragentId}` },
        { type: 'Charges', id: `summary-${contragentId}` },
        'Payments',
      ],
    }),
  }),
});

export const { useGetDashboardMoneyQuery } = dashboardApi;
