import type { AltchaChallenge, Brand, Contragent, RevokeRequest, UserResponse } from '@resident/contract';
import type { ClientOptions } from '../clients/run-client.ts';
import { contragentReceived } from '../model/user-slice.ts';
import { installmentRegisterChanged } from '../model/auth-slice.ts';
import { baseApi } from '../query/base-api.ts';

const auth: ClientOptions = { client: 'auth' };
const plain: ClientOptions = { client: 'plain' };

/** The session calls of spec §7 the shell and the session thunks make (the password grant is the auth feature's). */
export const sessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    revokeToken: build.mutation<void, RevokeRequest>({
      query: (body) => ({ url: 'oauth/revoke', method: 'POST', body }),
      extraOptions: auth,
    }),
    getUser: build.query<UserResponse, void>({
      query: () => 'main/user/',
      providesTags: ['User'],
    }),
    getContragent: build.query<Contragent, number>({
      query: (id) => `client/contragent/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Contragent', id }],
    }),
    /**
     * Switches the active contragent; the session user follows the answer, and the tasks and the
     * personal-account data are loaded again.
     */
    selectContragent: build.mutation<Contragent, number>({
      query: (id) => ({ url: `client/user/select_contragent/${id}`, method: 'PUT' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Tasks', 'Account', 'Accounts']),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        let data: Contragent;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // the caller shows the error
        }
        dispatch(contragentReceived(data));
        dispatch(installmentRegisterChanged(data.isInstallmentRegister));
        void dispatch(sessionApi.util.upsertQueryData('getContragent', data.id, data));
      },
    }),
    /** A fresh challenge every time: a solved one is spent (replay protection). */
    getAltchaChallenge: build.query<AltchaChallenge, void>({
      query: () => 'client/freeAccess/altcha/getChallenge',
      extraOptions: plain,
      keepUnusedDataFor: 0,
      forceRefetch: () => true,
    }),
    getBranding: build.query<Brand, void>({
      query: () => ({ url: 'client/freeAccess/branding', params: { isManager: false } }),
      extraOptions: plain,
    }),
  }),
});

export const {
  useRevokeTokenMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useGetContragentQuery,
  useLazyGetContragentQuery,
  useSelectContragentMutation,
  useGetAltchaChallengeQuery,
  useLazyGetAltchaChallengeQuery,
  useGetBrandingQuery,
} = sessionApi;
