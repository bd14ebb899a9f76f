import { baseApi } from '@resident/api';
import type { BillingSummary } from '@resident/contract';

/**
 * The active account's money at a glance (GET client/{contragentId}/billing/summary). Tagged
 * 'Billing' like billing's calls, so a payment made anywhere refreshes the dashboard too.
 */
export const dashboardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardMoney: build.query<BillingSummary, number>({
      query: (contragentId) => `client/${contragentId}/billing/summary`,
      // @resident/payments invalidates 'Billing' when a payment is created or becomes final.
      providesTags: ['Billing'],
    }),
  }),
});

export const { useGetDashboardMoneyQuery } = dashboardApi;
