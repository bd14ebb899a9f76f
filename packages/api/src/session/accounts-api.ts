import type { Account } from '@resident/contract';
import { baseApi } from '../query/base-api.ts';

/**
 * The resident's personal accounts (GET client/accounts): account data the shell's header and the
 * profile both show, so it lives in the core; linking one is the profile's own call.
 */
export const accountsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAccounts: build.query<Account[], void>({
      query: () => 'client/accounts',
      providesTags: ['Accounts'],
    }),
  }),
});

export const { useGetAccountsQuery } = accountsApi;
