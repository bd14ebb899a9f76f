import type { AutopayBody, AutopayPreview, AutopayState, BilledServices, CardRemoved } from '@resident/contract';
import { baseApi, billingTag, reloadContragent } from '@resident/api';

export type SaveAutopayArg = { contragentId: number; body: AutopayBody };
export type RemoveCardArg = { contragentId: number; cardId: number };
/** The settings whose first charge is asked for (day null: on receipt). */
export type AutopayPreviewArg = { contragentId: number; maxAmount: number; day: number | null };

/**
 * «Оплата услуг» calls of the operator API (contract `service-pay.ts`). Both queries provide
 * 'Billing' too: a payment that becomes final invalidates it (@resident/payments), so the debts
 * and a card saved with that payment show by themselves. A change of the autopay answers the new
 * state, written straight into the cache; it may have removed the dashboard's notice about a
 * failed autopayment, so the session's account (its popups) is loaded again.
 */
export const servicePayApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getServices: build.query<BilledServices, number>({
      query: (contragentId) => `client/${contragentId}/services`,
      providesTags: (_result, _error, contragentId) => ['ServicePay', billingTag(contragentId)],
    }),
    getAutopay: build.query<AutopayState, number>({
      query: (contragentId) => `client/${contragentId}/autopay`,
      providesTags: (_result, _error, contragentId) => ['ServicePay', billingTag(contragentId)],
    }),
    /**
     * The first charge of settings not saved yet, by the operator's own rule. 'Billing' too: a
     * payment changes the debt it would take. Kept briefly: the date moves with the clock.
     */
    getAutopayPreview: build.query<AutopayPreview, AutopayPreviewArg>({
      query: ({ contragentId, maxAmount, day }) =>
        `client/${contragentId}/autopay/preview?maxAmount=${maxAmount}${day === null ? '' : `&day=${day}`}`,
      providesTags: (_result, _error, { contragentId }) => ['ServicePay', billingTag(contragentId)],
      keepUnusedDataFor: 30,
    }),
    saveAutopay: build.mutation<AutopayState, SaveAutopayArg>({
      query: ({ contragentId, body }) => ({ url: `client/${contragentId}/autopay`, method: 'PUT', body }),
      async onQueryStarted({ contragentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(servicePayApi.util.upsertQueryData('getAutopay', contragentId, data));
        void dispatch(reloadContragent());
      },
    }),
    removeAutopay: build.mutation<AutopayState, number>({
      query: (contragentId) => ({ url: `client/${contragentId}/autopay`, method: 'DELETE' }),
      async onQueryStarted(contragentId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(servicePayApi.util.upsertQueryData('getAutopay', contragentId, data));
        void dispatch(reloadContragent());
      },
    }),
    removeCard: build.mutation<CardRemoved, RemoveCardArg>({
      query: ({ cardId }) => ({ url: `client/cards/${cardId}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['ServicePay'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.autopayRemoved) void dispatch(reloadContragent());
      },
    }),
  }),
});

export const {
  useGetServicesQuery,
  useGetAutopayQuery,
  useGetAutopayPreviewQuery,
  useLazyGetAutopayPreviewQuery,
  useSaveAutopayMutation,
  useRemoveAutopayMutation,
  useRemoveCardMutation,
} = servicePayApi;
