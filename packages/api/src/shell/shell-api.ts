import type { NumberPersonalAccount, SuppressPopupResponse, TasksQuery, TasksResponse } from '@resident/contract';
import type { ClientOptions } from '../clients/run-client.ts';
import { handleApiError, rejectionError } from '../lib/handle-api-error.ts';
import { popupSuppressed } from '../model/user-slice.ts';
import { baseApi } from '../query/base-api.ts';
import { sessionApi } from '../session/session-api.ts';

export type SuppressPopupArg = { contragentId: number; popupId: number };

const params: ClientOptions = { client: 'params' };

/** The calls of the main layout's header (spec §2 "Header", §7). */
export const shellApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Spec §7: a failure goes to the shared handler; the query then simply has no data. */
    getNumberPersonalAccount: build.query<NumberPersonalAccount, number>({
      query: (contragentId) => `client/${contragentId}/numberPersonalAccount`,
      providesTags: (_result, _error, contragentId) => [{ type: 'Account', id: contragentId }],
      async onQueryStarted(_contragentId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (reason) {
          dispatch(handleApiError(rejectionError(reason)));
        }
      },
    }),
    /**
     * «Больше не показывать». On success the popup leaves the session user and the cached
     * contragent; a failure goes to the shared handler (the caller need not show it).
     */
    suppressPopup: build.mutation<SuppressPopupResponse, SuppressPopupArg>({
      query: ({ contragentId, popupId }) => ({ url: `client/${contragentId}/popupwindow/${popupId}`, method: 'POST' }),
      async onQueryStarted({ contragentId, popupId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (reason) {
          dispatch(handleApiError(rejectionError(reason)));
          return;
        }
        dispatch(popupSuppressed(popupId));
        dispatch(
          sessionApi.util.updateQueryData('getContragent', contragentId, (contragent) => {
            contragent.popupWindows = contragent.popupWindows.filter((popup) => popup.id !== popupId);
          }),
        );
      },
    }),
    /**
     * The header's tasks. Spec §4: a failed load is not shown to the resident (the error stays in
     * the query state). Refetched when the active contragent changes (selectContragent).
     */
    getTasks: build.query<TasksResponse, TasksQuery | void>({
      query: (query) => ({ url: 'main/communication/tasks', params: query ?? undefined }),
      extraOptions: params,
      providesTags: ['Tasks'],
    }),
  }),
});

export const {
  useGetNumberPersonalAccountQuery,
  useLazyGetNumberPersonalAccountQuery,
  useSuppressPopupMutation,
  useGetTasksQuery,
  useLazyGetTasksQuery,
} = shellApi;
